import { useMutation } from '@tanstack/react-query';
import { createChatResponseSchema } from '@quad/shared/contracts/dialogs';
import { apiClient } from '../../../lib/api-client';

/** POST /interactionSite/dialogs/createChat: the one chat of the caller and this person. */
export async function createChat(userId: number): Promise<number> {
  const data = await apiClient.post(
    '/interactionSite/dialogs/createChat',
    { userId },
    { schema: createChatResponseSchema },
  );
  return data.dialog_id;
}

export function useCreateChatMutation() {
  // The start-chat screen shows its own designed error state.
  return useMutation({ mutationFn: createChat, meta: { toastErrors: false } });
}
