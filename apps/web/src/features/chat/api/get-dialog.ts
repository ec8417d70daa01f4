import { queryOptions, useQuery } from '@tanstack/react-query';
import { dialogResponseSchema, type Dialog } from '@quad/shared/contracts/dialogs';
import { apiClient } from '../../../lib/api-client';
import { dialogKeys } from './dialog-keys';

/** GET /interactionSite/dialogs/{id}: one chat with its members and what the caller may do. */
export async function getDialog(
  dialogId: number,
  privateCode: string | undefined,
  signal?: AbortSignal,
): Promise<Dialog> {
  const data = await apiClient.get(`/interactionSite/dialogs/${dialogId}`, {
    query: { privateCode },
    signal,
    schema: dialogResponseSchema,
  });
  return data.dialog;
}

export function dialogQueryOptions(dialogId: number, privateCode?: string) {
  return queryOptions({
    queryKey: dialogKeys.detail(dialogId),
    queryFn: ({ signal }) => getDialog(dialogId, privateCode, signal),
    staleTime: 30_000,
  });
}

export function useDialogQuery(dialogId: number, privateCode?: string) {
  return useQuery(dialogQueryOptions(dialogId, privateCode));
}
