import { readStateSchema, type ReadState } from '@quad/shared/contracts/dialogs';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /interactionSite/dialogs/{id}/read: the newest message shown in a focused window. The
 * answer holds the unread counts left, for the chat list and the header alike.
 */
export function markRead(dialogId: number, seq: number): Promise<ReadState> {
  return apiClient.post(
    `/interactionSite/dialogs/${dialogId}/read`,
    { seq },
    { schema: readStateSchema },
  );
}
