import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { communityKeys } from '../api/community-keys';
import { subscribeUserDialogs } from '../realtime';

/**
 * While the community is open: a conversation of this person changed (a new message, a new
 * personal conversation), so the lists and their unread counts read again.
 */
export function useCommunityDialogsRealtime(userId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null) return;
    return subscribeUserDialogs(userId, () => {
      void queryClient.invalidateQueries({ queryKey: communityKeys.dialogs() });
    });
  }, [userId, queryClient]);
}
