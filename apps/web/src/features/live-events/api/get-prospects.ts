import { useInfiniteQuery } from '@tanstack/react-query';
import { prospectsResponseSchema } from '@quad/shared/contracts/live-events';
import { MAX_LIST_LIMIT } from '@quad/shared/limits';
import { apiClient } from '../../../lib/api-client';
import { liveEventKeys } from './live-event-keys';

/** GET /widget/liveStreams/{id}/prospects: who registered, for the event's own people. */
export async function getProspects(eventId: number, offset: number, signal?: AbortSignal) {
  return apiClient.get(`/widget/liveStreams/${eventId}/prospects`, {
    query: { limit: MAX_LIST_LIMIT, offset },
    signal,
    schema: prospectsResponseSchema,
  });
}

/** The registered prospects, a page at a time. */
export function useProspectsQuery(eventId: number) {
  return useInfiniteQuery({
    queryKey: liveEventKeys.prospects(eventId),
    queryFn: ({ pageParam, signal }) => getProspects(eventId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.users.length, 0);
      return loaded < last.total && last.users.length > 0 ? loaded : undefined;
    },
  });
}
