import {
  dialogEventSchema,
  dialogEventsChannel,
  liveStreamInfoChannel,
  liveStreamInfoPayloadSchema,
  type DialogEvent,
  type LiveStreamInfoPayload,
} from '@quad/shared/events';
import { realtime } from '../../lib/socket';

/** `liveStreams:{id}:info` (public): the event's status, chat and stream flags. */
export function subscribeLiveStreamInfo(
  liveStreamId: number,
  onInfo: (info: LiveStreamInfoPayload) => void,
): () => void {
  return realtime.subscribe(liveStreamInfoChannel(liveStreamId), (payload) => {
    const parsed = liveStreamInfoPayloadSchema.safeParse(payload);
    if (parsed.success) onInfo(parsed.data);
  });
}

export type QuestionEvent = Extract<
  DialogEvent,
  { type: 'questionAsked' | 'questionVoted' | 'questionAnswered' }
>;

const QUESTION_EVENTS: ReadonlySet<string> = new Set([
  'questionAsked',
  'questionVoted',
  'questionAnswered',
]);

/** Live Q&A changes, heard on the live chat's events channel (its members only). */
export function subscribeQuestionEvents(
  liveChatId: number,
  onEvent: (event: QuestionEvent) => void,
): () => void {
  return realtime.subscribe(dialogEventsChannel(liveChatId), (payload) => {
    const parsed = dialogEventSchema.safeParse(payload);
    if (parsed.success && QUESTION_EVENTS.has(parsed.data.type)) {
      onEvent(parsed.data as QuestionEvent);
    }
  });
}
