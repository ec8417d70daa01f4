import { useQuery } from '@tanstack/react-query';
import {
  groupChatPreviewResponseSchema,
  type GroupChatPreview,
} from '@quad/shared/contracts/dialogs';
import { apiClient } from '../../../lib/api-client';
import { dialogKeys } from './dialog-keys';

/** GET /interactionSite/dialogs/groupChat/{id}/preview: a public group chat, for anyone. */
export function getGroupChatPreview(
  dialogId: number,
  signal?: AbortSignal,
): Promise<GroupChatPreview> {
  return apiClient.get(`/interactionSite/dialogs/groupChat/${dialogId}/preview`, {
    signal,
    schema: groupChatPreviewResponseSchema,
  });
}

export function useGroupChatPreviewQuery(dialogId: number | null) {
  return useQuery({
    queryKey: dialogKeys.preview(dialogId ?? 0),
    queryFn: ({ signal }) => getGroupChatPreview(dialogId ?? 0, signal),
    enabled: dialogId !== null,
    retry: false,
    // A private or one-to-one chat answers 404: the screen falls back to "sign in".
    staleTime: 30_000,
  });
}
