import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ambassadorProfileResponseSchema,
  teamInvitationResponseSchema,
  type AmbassadorProfileChange,
} from '@quad/shared/contracts/admin-people';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-api';

const profileKey = (id: number) => [...adminKeys.all, 'people', id, 'profile'] as const;

/** GET /admin/people/{id}/profile: an ambassador's profile as the console edits it. */
export function useAmbassadorProfile(id: number) {
  return useQuery({
    queryKey: profileKey(id),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`/admin/people/${id}/profile`, {
          signal,
          schema: ambassadorProfileResponseSchema,
        })
      ).profile,
  });
}

/** PATCH /admin/people/{id}/profile. */
export function useChangeAmbassadorProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: AmbassadorProfileChange) =>
      (
        await apiClient.request(`/admin/people/${id}/profile`, {
          method: 'PATCH',
          body: change,
          schema: ambassadorProfileResponseSchema,
        })
      ).profile,
    meta: { toastErrors: false },
    onSuccess: (profile) => queryClient.setQueryData(profileKey(id), profile),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'people'] }),
  });
}

/** PUT /admin/people/{id}/avatar: the photo as base64 without a data: prefix. */
export function useSetAmbassadorAvatar(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: string) =>
      (
        await apiClient.request(`/admin/people/${id}/avatar`, {
          method: 'PUT',
          body: { file },
          schema: ambassadorProfileResponseSchema,
        })
      ).profile,
    meta: { toastErrors: false },
    onSuccess: (profile) => queryClient.setQueryData(profileKey(id), profile),
  });
}

/** POST /admin/people/invitations: mails a single-use access code. */
export function useInviteAmbassador() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) =>
      (
        await apiClient.request('/admin/people/invitations', {
          method: 'POST',
          body: { email },
          schema: teamInvitationResponseSchema,
        })
      ).invitation,
    meta: { toastErrors: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.accessCodes() }),
  });
}
