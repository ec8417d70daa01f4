import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AfterDialogReport } from '@quad/shared/contracts/dialog-actions';
import { apiClient } from '../../../lib/api-client';
import { dialogKeys } from './dialog-keys';

/** PUT /interactionSite/dialogs/{id}/afteDialogReport (spelt so): marks after a closed chat. */
export function sendAfterDialogReport(
  dialogId: number,
  marks: AfterDialogReport,
): Promise<unknown> {
  return apiClient.put(`/interactionSite/dialogs/${dialogId}/afteDialogReport`, marks);
}

export function useAfterDialogReportMutation(dialogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (marks: AfterDialogReport) => sendAfterDialogReport(dialogId, marks),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dialogKeys.detail(dialogId) }),
  });
}
