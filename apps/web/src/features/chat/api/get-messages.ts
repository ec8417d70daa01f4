import { messageListResponseSchema } from '@quad/shared/contracts/dialogs';
import { MESSAGE_PAGE_SIZE } from '@quad/shared/limits';
import { apiClient } from '../../../lib/api-client';
import type { MessagePage, PageDirection } from '../lib/timeline';

export type MessagePageRequest = {
  dialogId: number;
  direction: PageDirection;
  /** The message the page is before, after or around; unused for the initial page. */
  messageId?: number;
  /** Catch-up: the seq of the newest message held; the page holds what followed it. */
  afterSeq?: number;
  privateCode?: string;
  limit?: number;
  signal?: AbortSignal;
};

const DIRECTION_PARAM = {
  older: 'beforeMessageId',
  newer: 'afterMessageId',
  around: 'aroundMessageId',
} as const;

/**
 * GET /interactionSite/dialogs/{id}/messages in one of the four directions of spec §4, or the
 * catch-up after a gap or a reconnect (afterSeq). Pages after a point come oldest first, so they
 * hold the messages right after it.
 */
export function getMessages(request: MessagePageRequest): Promise<MessagePage> {
  return apiClient.get(`/interactionSite/dialogs/${request.dialogId}/messages`, {
    query: messagePageQuery(request),
    signal: request.signal,
    schema: messageListResponseSchema,
  });
}

/** The query string of a message page (CONTRACT §2a), the same in every area that has chats. */
export function messagePageQuery({
  direction,
  messageId,
  afterSeq,
  privateCode,
  limit = MESSAGE_PAGE_SIZE,
}: MessagePageRequest): Record<string, string | number | undefined> {
  const query: Record<string, string | number | undefined> = {
    limit,
    order: direction === 'newer' || direction === 'catchUp' ? 'asc' : 'desc',
    privateCode,
  };
  if (direction === 'catchUp') query['afterSeq'] = afterSeq ?? 0;
  else if (direction !== 'initial' && messageId !== undefined) {
    query[DIRECTION_PARAM[direction]] = messageId;
  }
  return query;
}
