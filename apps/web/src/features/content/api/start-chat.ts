import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// The contract loads beside the call, not with the page (the widget's first screen makes it).
const createChatResponseSchema = () =>
  import('@quad/shared/contracts/dialogs').then((contract) => contract.createChatResponseSchema);

/** POST /interactionSite/dialogs/createChat → `{ dialog_id }`, the same one every time (CONTRACT §2a). */
export function createChat(userId: number): Promise<{ dialog_id: number }> {
  return apiClient.post(
    '/interactionSite/dialogs/createChat',
    { userId },
    {
      schema: createChatResponseSchema,
    },
  );
}

/** Opens (or reopens) the one-to-one chat with an ambassador. */
export function useStartChatMutation() {
  return useMutation({ mutationFn: createChat });
}
