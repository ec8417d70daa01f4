import { useMutation } from '@tanstack/react-query';
import { faqDraftsResponseSchema } from '@quad/shared/contracts/live-events';
import { apiClient } from '../../../lib/api-client';

/** POST /widget/liveStreams/{id}/questions/faqDrafts: answered questions become FAQ drafts. */
export async function draftFaqs(eventId: number) {
  return apiClient.post(
    `/widget/liveStreams/${eventId}/questions/faqDrafts`,
    {},
    {
      schema: faqDraftsResponseSchema,
    },
  );
}

export function useDraftFaqsMutation(eventId: number) {
  return useMutation({ mutationFn: () => draftFaqs(eventId) });
}
