import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dialogKeys } from './dialog-keys';

/** PUT /interactionSite/dialogs/{id}/exit: leave a group chat or forum. */
export function exitDialog(dialogId: number): Promise<unknown> {
  return apiClient.put(`/interactionSite/dialogs/${dialogId}/exit`, {});
}

export function useExitDialogMutation(dialogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => exitDialog(dialogId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: dialogKeys.messages(dialogId) });
      return queryClient.invalidateQueries({ queryKey: dialogKeys.lists() });
    },
  });
}
