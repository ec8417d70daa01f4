import {
  messageListResponseSchema,
  readStateSchema,
  sendMessageResponseSchema,
  type MessageListResponse,
  type ReadState,
  type SendMessageInput,
  type SendMessageResponse,
} from '@quad/shared/contracts/dialogs';
import { apiClient } from '../../../lib/api-client';

/** GET /community/dialogs/{id}/messages: the chat's paging (before, after, around, afterSeq). */
export function getMessages(
  dialogId: number,
  query: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<MessageListResponse> {
  return apiClient.get(`/community/dialogs/${dialogId}/messages`, {
    query,
    signal,
    schema: messageListResponseSchema,
  });
}

/** POST /community/dialogs/{id}/messages: an idempotent send (clientMessageId). */
export function sendMessage(
  dialogId: number,
  body: SendMessageInput,
): Promise<SendMessageResponse> {
  return apiClient.post(`/community/dialogs/${dialogId}/messages`, body, {
    schema: sendMessageResponseSchema,
  });
}

/** POST /community/messages/view: the newest message seq shown; answers the unread left. */
export function markViewed(dialogId: number, seq: number): Promise<ReadState> {
  return apiClient.post('/community/messages/view', { dialogId, seq }, { schema: readStateSchema });
}
