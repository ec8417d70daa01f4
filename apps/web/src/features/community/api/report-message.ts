import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type Message } from '@quad/shared/contracts/dialogs';
import { apiClient } from '../../../lib/api-client';

/** POST /community/messages/report: a member reports someone else's message. */
export async function reportMessage(
  dialogId: number,
  messageId: number,
  reason: string,
): Promise<Message> {
  const data = await apiClient.post(
    '/community/messages/report',
    { dialog_id: dialogId, message_id: messageId, reported_reason: reason || undefined },
    { schema: messageResponseSchema },
  );
  return data.message;
}

export function useReportMessageMutation(dialogId: number) {
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: number; reason: string }) =>
      reportMessage(dialogId, messageId, reason),
  });
}
