import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  communitySpaceResponseSchema,
  communitySpacesResponseSchema,
  type CommunitySpace,
} from '@quad/shared/contracts/community';
import { apiClient } from '../../../lib/api-client';
import { communityKeys } from './community-keys';

/** GET /community/spaces?universityId: the university's spaces, the default one among them. */
export async function getSpaces(universityId: number, signal?: AbortSignal) {
  const data = await apiClient.get('/community/spaces', {
    query: { universityId },
    signal,
    schema: communitySpacesResponseSchema,
  });
  return data.items;
}

export function useSpacesQuery(universityId: number) {
  return useQuery(
    queryOptions({
      queryKey: communityKeys.spaces(universityId),
      queryFn: ({ signal }) => getSpaces(universityId, signal),
      staleTime: 60_000,
    }),
  );
}

/** GET /community/spaces/{id}. */
export async function getSpace(spaceId: number, signal?: AbortSignal): Promise<CommunitySpace> {
  const data = await apiClient.get(`/community/spaces/${spaceId}`, {
    signal,
    schema: communitySpaceResponseSchema,
  });
  return data.space;
}

export function useSpaceQuery(spaceId: number) {
  return useQuery({
    queryKey: communityKeys.space(spaceId),
    queryFn: ({ signal }) => getSpace(spaceId, signal),
    staleTime: 60_000,
  });
}
