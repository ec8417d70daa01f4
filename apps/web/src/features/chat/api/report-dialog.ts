import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportDialog } from '@quad/shared/contracts/dialogs';
import { apiClient } from '../../../lib/api-client';
import { dialogKeys } from './dialog-keys';

/**
 * PUT /interactionSite/dialogs/{id}/report: flag a conversation with a reason (spec §4); with
 * `block` it also closes until an admin reopens it.
 */
export function reportDialog(dialogId: number, body: ReportDialog): Promise<unknown> {
  return apiClient.put(`/interactionSite/dialogs/${dialogId}/report`, body);
}

export function useReportDialogMutation(dialogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportDialog) => reportDialog(dialogId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dialogKeys.detail(dialogId) }),
  });
}
