import { useQuery } from '@tanstack/react-query';
import { prospectsResponseSchema } from '@quad/shared/contracts/live-events';
import { apiClient } from '../../../lib/api-client';
import { liveEventKeys } from './live-event-keys';

/** The most prospects the list shows at once. */
export const PROSPECTS_PAGE = 100;

/** GET /widget/liveStreams/{id}/prospects: who registered, for the event's own people. */
export async function getProspects(eventId: number, signal?: AbortSignal) {
  return apiClient.get(`/widget/liveStreams/${eventId}/prospects`, {
    query: { limit: PROSPECTS_PAGE, offset: 0 },
    signal,
    schema: prospectsResponseSchema,
  });
}

export function useProspectsQuery(eventId: number) {
  return useQuery({
    queryKey: liveEventKeys.prospects(eventId),
    queryFn: ({ signal }) => getProspects(eventId, signal),
    // New people keep arriving during an event.
    refetchInterval: 30_000,
  });
}
