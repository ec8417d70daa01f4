import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountInfoResponseSchema,
  type AccountInfo,
  type EmailChange,
} from '@quad/shared/contracts/auth';
import { apiClient } from '../../../lib/api-client';
import { accountKeys } from '../../../app/session/get-account-info';

/** POST /interactionSite/account/edit/email `{ email, code }` → the account with its new address. */
export async function changeEmail(body: EmailChange): Promise<AccountInfo> {
  const data = await apiClient.post('/interactionSite/account/edit/email', body, {
    schema: accountInfoResponseSchema,
  });
  return data.account;
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    meta: { toastErrors: false },
    onSuccess: (account) =>
      queryClient.setQueriesData<AccountInfo>(
        { queryKey: [...accountKeys.all, 'info'] },
        (current) => (current ? { ...current, ...account } : current),
      ),
  });
}
