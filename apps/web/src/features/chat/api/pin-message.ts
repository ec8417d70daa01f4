import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type Message } from '@quad/shared/contracts/dialogs';
import { apiClient } from '../../../lib/api-client';

/** PUT …/dialogs/{id}/messages/{messageId}/pin: pin a message to the top of the chat, or unpin it. */
export async function pinMessage(dialogId: number, messageId: number, isPinned: boolean) {
  const answer = await apiClient.put(
    `/interactionSite/dialogs/${dialogId}/messages/${messageId}/pin`,
    { is_pinned: isPinned },
    { schema: messageResponseSchema },
  );
  return answer.message;
}

/** Pins or unpins; `onPinned` gets the message as stored (the chat's timeline shows it at once). */
export function usePinMessageMutation(dialogId: number, onPinned: (message: Message) => void) {
  return useMutation({
    mutationFn: (message: Message) => pinMessage(dialogId, message.id, !message.is_pinned),
    onSuccess: onPinned,
  });
}
