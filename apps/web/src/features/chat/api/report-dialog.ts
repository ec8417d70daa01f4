import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dialogKeys } from './dialog-keys';

/** PUT /interactionSite/dialogs/{id}/report: flag a conversation with a reason (spec §4). */
export function reportDialog(dialogId: number, reportedReason: string): Promise<unknown> {
  return apiClient.put(`/interactionSite/dialogs/${dialogId}/report`, {
    reported_reason: reportedReason,
  });
}

export function useReportDialogMutation(dialogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => reportDialog(dialogId, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dialogKeys.detail(dialogId) }),
  });
}
