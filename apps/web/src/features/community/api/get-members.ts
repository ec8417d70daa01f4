import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  communityMemberResponseSchema,
  communityMembersResponseSchema,
  type CommunityMember,
} from '@quad/shared/contracts/community';
import { apiClient } from '../../../lib/api-client';
import { communityKeys, type MemberKind } from './community-keys';

export const MEMBERS_PAGE_SIZE = 12;

/** GET /community/users/ambassadors or /users/prospects (search, paging from 1). */
export function getMembers(
  kind: MemberKind,
  { universityId, search, page }: { universityId: number; search: string; page: number },
  signal?: AbortSignal,
) {
  return apiClient.get(`/community/users/${kind}`, {
    query: { universityId, search: search || undefined, page, limit: MEMBERS_PAGE_SIZE },
    signal,
    schema: communityMembersResponseSchema,
  });
}

export function useMembersQuery(
  kind: MemberKind,
  filter: { universityId: number; search: string; page: number },
) {
  return useQuery({
    queryKey: [...communityKeys.members(kind, filter.search, filter.universityId), filter.page],
    queryFn: ({ signal }) => getMembers(kind, filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /community/users/{id}/info: a member's public community profile. */
export async function getMember(userId: number, signal?: AbortSignal): Promise<CommunityMember> {
  const data = await apiClient.get(`/community/users/${userId}/info`, {
    signal,
    schema: communityMemberResponseSchema,
  });
  return data.user;
}

export function useMemberQuery(userId: number) {
  return useQuery({
    queryKey: communityKeys.member(userId),
    queryFn: ({ signal }) => getMember(userId, signal),
    staleTime: 60_000,
  });
}
