import { SERVER_TOPIC_PREFIX, type OutboxEvent } from './outbox';

/** Server-only topic: what a widget shows of these universities changed (posts, FAQs, people…). */
export const CONTENT_CHANGED_TOPIC = `${SERVER_TOPIC_PREFIX}content:changed`;

/** Payload of CONTENT_CHANGED_TOPIC; `universityIds` null means every university. */
export interface ContentChangedPayload {
  universityIds: number[] | null;
}

/**
 * The event a content write records in its own transaction, so every node drops the widget
 * snapshots of these universities once the write commits (see content/home-snapshots.ts).
 */
export function contentChangedEvent(universityIds: readonly number[] | null): OutboxEvent {
  const payload: ContentChangedPayload = {
    universityIds: universityIds === null ? null : [...new Set(universityIds)],
  };
  return { channel: CONTENT_CHANGED_TOPIC, payload };
}
