import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminProspectListResponseSchema,
  adminProspectResponseSchema,
} from '@quad/shared/contracts/admin-prospects';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-api';

const prospectKeys = {
  all: [...adminKeys.all, 'prospects'] as const,
  page: (query: { search: string; page: number }) => [...prospectKeys.all, 'page', query] as const,
  one: (id: number) => [...prospectKeys.all, id] as const,
};

/** GET /admin/prospects: a page of the university's prospects. */
export function useProspects(query: { search: string; page: number }) {
  return useQuery({
    queryKey: prospectKeys.page(query),
    queryFn: ({ signal }) =>
      apiClient.get('/admin/prospects', {
        query: { search: query.search.trim() || undefined, page: query.page },
        signal,
        schema: adminProspectListResponseSchema,
      }),
    placeholderData: (previous) => previous,
  });
}

/** GET /admin/prospects/{id}: profile, answers, consents, UTM. */
export function useProspect(id: number) {
  return useQuery({
    queryKey: prospectKeys.one(id),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`/admin/prospects/${id}`, {
          signal,
          schema: adminProspectResponseSchema,
        })
      ).prospect,
  });
}

/** PATCH /admin/prospects/{id}: block or unblock. */
export function useBlockProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, blocked }: { id: number; blocked: boolean }) =>
      (
        await apiClient.request(`/admin/prospects/${id}`, {
          method: 'PATCH',
          body: { is_blocked: blocked },
          schema: adminProspectResponseSchema,
        })
      ).prospect,
    meta: { toastErrors: false },
    onSuccess: (prospect) => queryClient.setQueryData(prospectKeys.one(prospect.id), prospect),
    onSettled: () => queryClient.invalidateQueries({ queryKey: prospectKeys.all }),
  });
}
