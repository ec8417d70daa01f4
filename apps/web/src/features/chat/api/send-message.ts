import { sendMessageResponseSchema, type SendMessageInput } from '@quad/shared/contracts/dialogs';
import { apiClient } from '../../../lib/api-client';

export type SendAs = 'prospect' | 'staff';

/**
 * POST …/dialogs/{id}/messages/prospect/send (prospects) or …/messages/send (ambassadors and
 * admins). Sending the same clientMessageId again stores one message (CONTRACT §3).
 */
export function sendMessage(dialogId: number, as: SendAs, body: SendMessageInput) {
  const path =
    as === 'prospect'
      ? `/interactionSite/dialogs/${dialogId}/messages/prospect/send`
      : `/interactionSite/dialogs/${dialogId}/messages/send`;
  return apiClient.post(path, body, { schema: sendMessageResponseSchema });
}
