import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dialogKeys } from './dialog-keys';

export type InviteKind = 'ambassadors' | 'admins';

/** PUT /interactionSite/dialogs/{id}/inviteAmbassadors or …/inviteAdmins with `{ users }`. */
export function inviteUsers(dialogId: number, kind: InviteKind, users: number[]): Promise<unknown> {
  const action = kind === 'ambassadors' ? 'inviteAmbassadors' : 'inviteAdmins';
  return apiClient.put(`/interactionSite/dialogs/${dialogId}/${action}`, { users });
}

export function useInviteUsersMutation(dialogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, users }: { kind: InviteKind; users: number[] }) =>
      inviteUsers(dialogId, kind, users),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dialogKeys.detail(dialogId) }),
  });
}
