import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  communityAccountResponseSchema,
  type CommunityAccount,
} from '@quad/shared/contracts/community-accounts';
import { apiClient } from '../../../lib/api-client';
import { communityKeys } from './community-keys';

/** GET /community/account/info: the community account, its subjects and whether it is authorised. */
export async function getAccount(
  universityId: number | undefined,
  signal?: AbortSignal,
): Promise<CommunityAccount> {
  const data = await apiClient.get('/community/account/info', {
    query: { universityId },
    signal,
    schema: communityAccountResponseSchema,
  });
  return data.account;
}

export function accountQueryOptions(universityId: number | undefined) {
  return queryOptions({
    queryKey: communityKeys.account(),
    queryFn: ({ signal }) => getAccount(universityId, signal),
    staleTime: 60_000,
  });
}

export function useAccountQuery(universityId: number | undefined, enabled: boolean) {
  return useQuery({ ...accountQueryOptions(universityId), enabled });
}
