import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dialogKeys } from './dialog-keys';

/**
 * Close or reopen a conversation: PUT …/dialogs/{id}/close/ambassadorToggle for its ambassador,
 * …/close/toggle for admins. Either way the dialog reloads afterwards (spec §4).
 */
export function toggleClose(dialogId: number, asAmbassador: boolean): Promise<unknown> {
  const action = asAmbassador ? 'ambassadorToggle' : 'toggle';
  return apiClient.put(`/interactionSite/dialogs/${dialogId}/close/${action}`, {});
}

export function useToggleCloseMutation(dialogId: number, asAmbassador: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleClose(dialogId, asAmbassador),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dialogKeys.detail(dialogId) }),
        queryClient.invalidateQueries({ queryKey: dialogKeys.lists() }),
      ]),
  });
}
