import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  moderationCountsSchema,
  moderationDecisionResponseSchema,
  moderationDetailSchema,
  moderationListResponseSchema,
  type ModerationDecisionInput,
  type ModerationKind,
} from '@quad/shared/contracts/admin-moderation';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-api';

export const moderationKeys = {
  all: [...adminKeys.all, 'moderation'] as const,
  counts: () => [...moderationKeys.all, 'counts'] as const,
  page: (kind: ModerationKind | undefined, page: number) =>
    [...moderationKeys.all, 'page', kind ?? 'all', page] as const,
  item: (kind: ModerationKind, id: number) => [...moderationKeys.all, 'item', kind, id] as const,
};

/** How often the console header asks how many items wait. */
const COUNTS_EVERY_MS = 30_000;

/** GET /admin/moderation/counts, for the console's navigation. */
export function useModerationCounts() {
  return useQuery({
    queryKey: moderationKeys.counts(),
    queryFn: ({ signal }) =>
      apiClient.get('/admin/moderation/counts', { signal, schema: moderationCountsSchema }),
    refetchInterval: COUNTS_EVERY_MS,
  });
}

/** GET /admin/moderation: a page of the open queue. */
export function useModerationQueue(kind: ModerationKind | undefined, page: number) {
  return useQuery({
    queryKey: moderationKeys.page(kind, page),
    queryFn: ({ signal }) =>
      apiClient.get('/admin/moderation', {
        query: kind ? { kind, page } : { page },
        signal,
        schema: moderationListResponseSchema,
      }),
    placeholderData: (previous) => previous,
  });
}

/** GET /admin/moderation/{kind}/{id}: the transcript around an item and the chat's people. */
export function useModerationItem(kind: ModerationKind, id: number) {
  return useQuery({
    queryKey: moderationKeys.item(kind, id),
    queryFn: ({ signal }) =>
      apiClient.get(`/admin/moderation/${kind}/${id}`, { signal, schema: moderationDetailSchema }),
  });
}

/** POST /admin/moderation/{kind}/{id}/decision. */
export function useModerationDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: ModerationKind; id: number; decision: ModerationDecisionInput }) =>
      apiClient.post(`/admin/moderation/${input.kind}/${input.id}/decision`, input.decision, {
        schema: moderationDecisionResponseSchema,
      }),
    meta: { toastErrors: false },
    onSuccess: ({ counts }) => queryClient.setQueryData(moderationKeys.counts(), counts),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
