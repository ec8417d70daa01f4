import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountInfoResponseSchema,
  type AccountInfo,
  type EditAccount,
} from '@quad/shared/contracts/auth';
import { apiClient } from '../../../lib/api-client';
import { accountKeys } from '../../../app/session/get-account-info';

/** PUT /interactionSite/account/edit `{ firstName, lastName }` → the renamed account. */
export async function editAccount(body: EditAccount): Promise<AccountInfo> {
  const data = await apiClient.put('/interactionSite/account/edit', body, {
    schema: accountInfoResponseSchema,
  });
  return data.account;
}

/** Renames the account; the header and settings show the new name at once (optimistic). */
export function useEditAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAccount,
    meta: { toastErrors: false },
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.all });
      const previous = queryClient.getQueriesData<AccountInfo>({ queryKey: accountKeys.all });
      queryClient.setQueriesData<AccountInfo>(
        { queryKey: [...accountKeys.all, 'info'] },
        (account) =>
          account ? { ...account, name: body.firstName, last_name: body.lastName } : account,
      );
      return { previous };
    },
    onError: (_error, _body, context) => {
      context?.previous.forEach(([key, data]) => queryClient.setQueryData(key, data));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
