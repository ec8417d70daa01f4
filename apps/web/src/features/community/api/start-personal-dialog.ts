import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  communityDialogResponseSchema,
  type CommunityDialog,
} from '@quad/shared/contracts/community';
import { isAmbassador, type RoleKey } from '@quad/shared/roles';
import { apiClient } from '../../../lib/api-client';
import { communityKeys } from './community-keys';

/**
 * POST /community/dialogs/create/ambassador (with an ambassador) or /create/prospect (an
 * ambassador or admin with a prospect): find-or-create, so the same two people get one.
 */
export async function startPersonalDialog(
  spaceId: number,
  userId: number,
  withRole: RoleKey,
): Promise<CommunityDialog> {
  const route = isAmbassador(withRole) ? 'ambassador' : 'prospect';
  const data = await apiClient.post(
    `/community/dialogs/create/${route}`,
    { spaceId, userId },
    { schema: communityDialogResponseSchema },
  );
  return data.dialog;
}

export function useStartPersonalDialogMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { spaceId: number; userId: number; role: RoleKey }) =>
      startPersonalDialog(input.spaceId, input.userId, input.role),
    onSuccess: (dialog) => {
      queryClient.setQueryData(communityKeys.dialog(dialog.id), dialog);
      void queryClient.invalidateQueries({ queryKey: communityKeys.myDialogs() });
    },
  });
}
