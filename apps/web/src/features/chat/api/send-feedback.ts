import { useMutation } from '@tanstack/react-query';
import type { ProspectFeedback } from '@quad/shared/contracts/dialog-actions';
import { apiClient } from '../../../lib/api-client';

/** POST …/dialogs/{id}/sendProspectFeedback: an ambassador or admin rates the chat's prospect. */
export function sendProspectFeedback(dialogId: number, body: ProspectFeedback): Promise<unknown> {
  return apiClient.post(`/interactionSite/dialogs/${dialogId}/sendProspectFeedback`, body);
}

/** PUT …/dialogs/sendFeedback: a member's general feedback about a conversation. */
export function sendFeedback(body: {
  dialog_id: number;
  comments: string;
  score?: number;
}): Promise<unknown> {
  return apiClient.put('/interactionSite/dialogs/sendFeedback', body);
}

export function useProspectFeedbackMutation(dialogId: number) {
  return useMutation({
    mutationFn: (body: ProspectFeedback) => sendProspectFeedback(dialogId, body),
  });
}

export function useSendFeedbackMutation() {
  return useMutation({ mutationFn: sendFeedback });
}
