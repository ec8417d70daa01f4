import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dialogKeys } from './dialog-keys';

/** PUT …/dialogs/{id}/blockProspect: the prospect still reads but can no longer write. */
export function blockProspect(dialogId: number, prospectId: number, blocked: boolean) {
  return apiClient.put(`/interactionSite/dialogs/${dialogId}/blockProspect`, {
    prospect_id: prospectId,
    isProspectBlocked: blocked,
  });
}

/** PUT …/dialogs/{id}/archive/toggle: archive a conversation, or bring it back. */
export function toggleArchive(dialogId: number) {
  return apiClient.put(`/interactionSite/dialogs/${dialogId}/archive/toggle`, {});
}

export function useBlockProspectMutation(dialogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ prospectId, blocked }: { prospectId: number; blocked: boolean }) =>
      blockProspect(dialogId, prospectId, blocked),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dialogKeys.detail(dialogId) }),
  });
}

export function useToggleArchiveMutation(dialogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleArchive(dialogId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dialogKeys.detail(dialogId) }),
        queryClient.invalidateQueries({ queryKey: dialogKeys.lists() }),
      ]),
  });
}

/** PUT …/dialogs/{id}/detachAmbassador: remove an ambassador from the conversation. */
export function detachAmbassador(dialogId: number, userId: number) {
  return apiClient.put(`/interactionSite/dialogs/${dialogId}/detachAmbassador`, {
    user_id: userId,
  });
}

/** PUT …/dialogs/{id}/ambassadorStatus: an admin pauses an ambassador here, or lets them write. */
export function setAmbassadorStatus(dialogId: number, userId: number, enabled: boolean) {
  return apiClient.put(`/interactionSite/dialogs/${dialogId}/ambassadorStatus`, {
    user_id: userId,
    is_enabled: enabled,
  });
}

export function useDetachAmbassadorMutation(dialogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => detachAmbassador(dialogId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dialogKeys.detail(dialogId) }),
  });
}

export function useAmbassadorStatusMutation(dialogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, enabled }: { userId: number; enabled: boolean }) =>
      setAmbassadorStatus(dialogId, userId, enabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dialogKeys.detail(dialogId) }),
  });
}
