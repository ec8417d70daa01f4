import { queryOptions, useQuery } from '@tanstack/react-query';
import { prospectInfoResponseSchema } from '@quad/shared/contracts/dialogs';
import { apiClient } from '../../../lib/api-client';
import { dialogKeys } from './dialog-keys';

/** GET /interactionSite/dialogs/prospectInfo: who the prospect of a chat is (staff only). */
export async function getProspectInfo(dialogId: number, signal?: AbortSignal) {
  const data = await apiClient.get('/interactionSite/dialogs/prospectInfo', {
    query: { dialogId },
    signal,
    schema: prospectInfoResponseSchema,
  });
  return data.prospect;
}

export function prospectInfoQueryOptions(dialogId: number) {
  return queryOptions({
    queryKey: dialogKeys.prospectInfo(dialogId),
    queryFn: ({ signal }) => getProspectInfo(dialogId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useProspectInfoQuery(dialogId: number, enabled: boolean) {
  return useQuery({ ...prospectInfoQueryOptions(dialogId), enabled });
}
