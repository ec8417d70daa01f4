import { useMutation } from '@tanstack/react-query';
import type { ReportMessage } from '@quad/shared/contracts/dialogs';
import { apiClient } from '../../../lib/api-client';

/** POST /interactionSite/dialogs/reportMessage. */
export function reportMessage(body: ReportMessage): Promise<unknown> {
  return apiClient.post('/interactionSite/dialogs/reportMessage', body);
}

export function useReportMessageMutation() {
  return useMutation({ mutationFn: reportMessage });
}
