import { useMutation } from '@tanstack/react-query';
import { deleteAccountResultSchema } from '@quad/shared/contracts/auth';
import { apiClient } from '../../../lib/api-client';

/** PUT /interactionSite/account/delete: deletes the signed-in account for good. */
export function deleteAccount() {
  return apiClient.put(
    '/interactionSite/account/delete',
    {},
    { schema: deleteAccountResultSchema },
  );
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, meta: { toastErrors: false } });
}
