import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createChatResponseSchema } from '@quad/shared/contracts/dialogs';
import { apiClient } from '../../../lib/api-client';
import { dialogKeys } from './dialog-keys';

/** POST /interactionSite/dialogs/{id}/findOrCreate: join a group chat or forum (idempotent). */
export async function joinDialog(dialogId: number, privateCode?: string): Promise<number> {
  const data = await apiClient.post(
    `/interactionSite/dialogs/${dialogId}/findOrCreate`,
    privateCode ? { privateCode } : {},
    { schema: createChatResponseSchema },
  );
  return data.dialog_id;
}

export function useJoinDialogMutation(dialogId: number, privateCode?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinDialog(dialogId, privateCode),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dialogKeys.detail(dialogId) }),
        queryClient.invalidateQueries({ queryKey: dialogKeys.lists() }),
      ]),
  });
}
