import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { accountKeys } from '../../../app/session/get-account-info';

/** PUT /interactionSite/account/confirmNotificationMethod `{ code }`: the code sent by text. */
export async function confirmNotificationMethod(code: string): Promise<void> {
  await apiClient.put('/interactionSite/account/confirmNotificationMethod', { code });
}

export function useConfirmNotificationMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmNotificationMethod,
    meta: { toastErrors: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
