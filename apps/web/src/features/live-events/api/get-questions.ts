import { useQuery } from '@tanstack/react-query';
import { questionsResponseSchema, type LiveQuestion } from '@quad/shared/contracts/live-events';
import { apiClient } from '../../../lib/api-client';
import { liveEventKeys } from './live-event-keys';

/** GET /widget/liveStreams/{id}/questions: most votes first, then oldest first. */
export async function getQuestions(eventId: number, signal?: AbortSignal) {
  const data = await apiClient.get(`/widget/liveStreams/${eventId}/questions`, {
    signal,
    schema: questionsResponseSchema,
  });
  return data.questions;
}

/** Questions in the order the server gives them: most votes first, then the oldest. */
export function sortQuestions(questions: LiveQuestion[]): LiveQuestion[] {
  return [...questions].sort((a, b) => b.vote_count - a.vote_count || a.messageId - b.messageId);
}

export function useQuestionsQuery(eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: liveEventKeys.questions(eventId),
    queryFn: ({ signal }) => getQuestions(eventId, signal),
    enabled,
    // Realtime keeps counts current.
    staleTime: 60_000,
  });
}
