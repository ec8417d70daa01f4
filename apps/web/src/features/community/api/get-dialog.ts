import { useQuery } from '@tanstack/react-query';
import {
  communityDialogResponseSchema,
  type CommunityDialog,
} from '@quad/shared/contracts/community';
import { apiClient } from '../../../lib/api-client';
import { communityKeys } from './community-keys';

/** GET /community/dialogs/{id}: one conversation and what the caller may do in it. */
export async function getDialog(dialogId: number, signal?: AbortSignal): Promise<CommunityDialog> {
  const data = await apiClient.get(`/community/dialogs/${dialogId}`, {
    signal,
    schema: communityDialogResponseSchema,
  });
  return data.dialog;
}

export function useDialogQuery(dialogId: number) {
  return useQuery({
    queryKey: communityKeys.dialog(dialogId),
    queryFn: ({ signal }) => getDialog(dialogId, signal),
    staleTime: 30_000,
  });
}
