import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  communityAccountResponseSchema,
  type CommunityAccount,
} from '@quad/shared/contracts/community-accounts';
import { apiClient } from '../../../lib/api-client';
import { communityKeys } from './community-keys';

/** POST /community/account/subscribe: the account's e-mail updates, on or off. */
export async function setSubscribed(subscribed: boolean): Promise<CommunityAccount> {
  const data = await apiClient.post(
    '/community/account/subscribe',
    { subscribed },
    { schema: communityAccountResponseSchema },
  );
  return data.account;
}

/** Switches e-mail updates, showing the new state at once and putting it back on failure. */
export function useSubscribeMutation() {
  const queryClient = useQueryClient();
  const update = (subscribed: boolean) =>
    queryClient.setQueryData<CommunityAccount>(communityKeys.account(), (account) =>
      account ? { ...account, subscribed } : account,
    );
  return useMutation({
    mutationFn: setSubscribed,
    onMutate: (subscribed) => update(subscribed),
    onSuccess: (account) => queryClient.setQueryData(communityKeys.account(), account),
    onError: (_error, subscribed) => update(!subscribed),
  });
}
