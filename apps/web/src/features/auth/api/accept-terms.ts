import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountInfo } from '@quad/shared/contracts/auth';
import { apiClient } from '../../../lib/api-client';
import { accountKeys } from '../../../app/session/get-account-info';

// The contract loads beside the call, not with the page (the widget's first screen makes it).
const accountInfoResponseSchema = () =>
  import('@quad/shared/contracts/auth').then((contract) => contract.accountInfoResponseSchema);

/** POST /interactionSite/account/saveAcceptedTerms → `{ account }`. */
export async function acceptTerms(): Promise<AccountInfo> {
  const data = await apiClient.post(
    '/interactionSite/account/saveAcceptedTerms',
    {},
    { schema: accountInfoResponseSchema },
  );
  return data.account;
}

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: (account) =>
      queryClient.setQueriesData<AccountInfo>(
        { queryKey: [...accountKeys.all, 'info'] },
        () => account,
      ),
  });
}
