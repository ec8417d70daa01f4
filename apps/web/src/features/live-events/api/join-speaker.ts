import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  joinSpeakerResponseSchema,
  type JoinSpeakerBody,
} from '@quad/shared/contracts/live-events';
import { apiClient } from '../../../lib/api-client';

export type JoinSpeakerResult = z.infer<typeof joinSpeakerResponseSchema>;

type JoinSpeakerInput = Omit<JoinSpeakerBody, 'accessType'> & { slug: string };

/**
 * POST /widget/liveStreams/{slug}/joinSpeaker: signs a speaker in by the event's speaker code;
 * an external speaker gets an account the first time. Answers like a sign-in.
 */
export async function joinSpeaker({ slug, ...body }: JoinSpeakerInput) {
  return apiClient.post(
    `/widget/liveStreams/${encodeURIComponent(slug)}/joinSpeaker`,
    { ...body, accessType: 'web' },
    { schema: joinSpeakerResponseSchema },
  );
}

export function useJoinSpeakerMutation() {
  // The form shows the refusal itself (a wrong code), so no toast.
  return useMutation({ mutationFn: joinSpeaker, meta: { toastErrors: false } });
}
