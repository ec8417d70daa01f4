import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { communityKeys } from './community-keys';

/** POST /community/dialogs/{id}/join: become a member of a public room. */
export async function joinDialog(dialogId: number): Promise<void> {
  await apiClient.post(`/community/dialogs/${dialogId}/join`, {});
}

/** DELETE /community/dialogs/{id}/leave. */
export async function leaveDialog(dialogId: number): Promise<void> {
  await apiClient.delete(`/community/dialogs/${dialogId}/leave`);
}

/** Joining or leaving: the room and every list it shows in read again. */
export function useMembershipMutation(dialogId: number, action: 'join' | 'leave') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => (action === 'join' ? joinDialog(dialogId) : leaveDialog(dialogId)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.dialog(dialogId) }),
        queryClient.invalidateQueries({ queryKey: communityKeys.dialogs() }),
      ]),
  });
}
