import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { communityDialogsResponseSchema } from '@quad/shared/contracts/community';
import { apiClient } from '../../../lib/api-client';
import { communityKeys } from './community-keys';

export type RoomsFilter = { spaceId: number; search: string; subjectId: number | null };

/** GET /community/dialogs?spaceId&search&subjectId: a space's public rooms. */
export function getRooms({ spaceId, search, subjectId }: RoomsFilter, signal?: AbortSignal) {
  return apiClient.get('/community/dialogs', {
    query: { spaceId, search: search || undefined, subjectId, limit: 50 },
    signal,
    schema: communityDialogsResponseSchema,
  });
}

export function useRoomsQuery(filter: RoomsFilter) {
  return useQuery({
    queryKey: communityKeys.rooms(filter.spaceId, filter.search, filter.subjectId),
    queryFn: ({ signal }) => getRooms(filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /community/dialogs/my: joined rooms and personal conversations, newest first. */
export function getMyDialogs(signal?: AbortSignal) {
  return apiClient.get('/community/dialogs/my', {
    query: { limit: 50 },
    signal,
    schema: communityDialogsResponseSchema,
  });
}

export function useMyDialogsQuery() {
  return useQuery({
    queryKey: communityKeys.myDialogs(),
    queryFn: ({ signal }) => getMyDialogs(signal),
  });
}
