import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isSubjectsRequired } from '../lib/subjects-required';
import { communityKeys } from '../api/community-keys';

/**
 * Spec §4: whatever community call answers 403 SUBJECTS_REQUIRED (a list, a join, a send), the
 * account is not authorised any more, so it is led to the subject picker.
 */
export function useSubjectsRequired(subjectsPath: string, active: boolean): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const lead = (error: unknown) => {
      if (!isSubjectsRequired(error)) return;
      void queryClient.invalidateQueries({ queryKey: communityKeys.account() });
      void navigate(subjectsPath, { replace: true });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') lead(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') lead(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [active, subjectsPath, queryClient, navigate]);
}
