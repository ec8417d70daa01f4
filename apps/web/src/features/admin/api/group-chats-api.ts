import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminGroupChatListResponseSchema,
  adminGroupChatMembersResponseSchema,
  adminGroupChatResponseSchema,
  type AdminGroupChatChange,
  type AdminGroupChatCreate,
} from '@quad/shared/contracts/admin-group-chats';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-api';

const groupChatKeys = {
  all: [...adminKeys.all, 'groupChats'] as const,
  page: (page: number) => [...groupChatKeys.all, 'page', page] as const,
  members: (id: number) => [...groupChatKeys.all, id, 'members'] as const,
};

/** GET /admin/groupChats. */
export function useGroupChats(page: number) {
  return useQuery({
    queryKey: groupChatKeys.page(page),
    queryFn: ({ signal }) =>
      apiClient.get('/admin/groupChats', {
        query: { page },
        signal,
        schema: adminGroupChatListResponseSchema,
      }),
    placeholderData: (previous) => previous,
  });
}

/** POST /admin/groupChats, or PATCH /admin/groupChats/{id} with an id. */
export function useSaveGroupChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      input: { create: AdminGroupChatCreate } | { id: number; change: AdminGroupChatChange },
    ) =>
      ('create' in input
        ? await apiClient.post('/admin/groupChats', input.create, {
            schema: adminGroupChatResponseSchema,
          })
        : await apiClient.request(`/admin/groupChats/${input.id}`, {
            method: 'PATCH',
            body: input.change,
            schema: adminGroupChatResponseSchema,
          })
      ).groupChat,
    meta: { toastErrors: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupChatKeys.all }),
  });
}

/** GET /admin/groupChats/{id}/members. */
export function useGroupChatMembers(id: number) {
  return useQuery({
    queryKey: groupChatKeys.members(id),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`/admin/groupChats/${id}/members`, {
          signal,
          schema: adminGroupChatMembersResponseSchema,
        })
      ).members,
  });
}

/** POST /admin/groupChats/{id}/members, or DELETE …/members/{userId}. */
export function useChangeGroupChatMembers(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { add: number } | { remove: number }) =>
      ('add' in change
        ? await apiClient.post(
            `/admin/groupChats/${id}/members`,
            { user_ids: [change.add] },
            { schema: adminGroupChatMembersResponseSchema },
          )
        : await apiClient.request(`/admin/groupChats/${id}/members/${change.remove}`, {
            method: 'DELETE',
            schema: adminGroupChatMembersResponseSchema,
          })
      ).members,
    meta: { toastErrors: false },
    onSuccess: (members) => queryClient.setQueryData(groupChatKeys.members(id), members),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupChatKeys.all }),
  });
}
