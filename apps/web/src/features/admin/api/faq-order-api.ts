import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  adminFaqListResponseSchema,
  adminFaqOrderSchema,
  type AdminFaq,
} from '@quad/shared/contracts/admin-faqs';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-api';

const faqsKey = [...adminKeys.all, 'faqs'] as const;
/** The largest page the console list answers with. */
const WHOLE_LIST_PAGE = 100;

/** Every FAQ id of the university in its current order (the order call takes the whole list). */
async function currentOrder(): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const data = await apiClient.get('/admin/faqs', {
      query: { page, limit: WHOLE_LIST_PAGE },
      schema: adminFaqListResponseSchema,
    });
    ids.push(...data.faqs.map((faq) => faq.id));
    if (data.faqs.length === 0 || ids.length >= data.total) return ids;
  }
}

/** PUT /admin/faqs/order: the whole list, first to last. */
export function putFaqOrder(ids: number[]): Promise<{ ids: number[] }> {
  return apiClient.put('/admin/faqs/order', { ids }, { schema: adminFaqOrderSchema });
}

type ListData = { faqs: AdminFaq[]; total: number };

/** Swaps a FAQ with its neighbour in every cached page holding both: the list moves at once. */
function moveInCache(client: QueryClient, id: number, direction: -1 | 1) {
  client.setQueriesData<ListData>({ queryKey: faqsKey }, (data) => {
    if (!data) return data;
    const index = data.faqs.findIndex((faq) => faq.id === id);
    const target = index + direction;
    if (index < 0 || target < 0 || target >= data.faqs.length) return data;
    const faqs = [...data.faqs];
    [faqs[index], faqs[target]] = [faqs[target]!, faqs[index]!];
    return { ...data, faqs };
  });
}

export type FaqMove = { id: number; direction: -1 | 1 };

/**
 * Moves a FAQ one place up (-1) or down (1), shown at once; answers the order before and after,
 * so the caller can offer to put the previous one back.
 */
export function useMoveFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, direction }: FaqMove) => {
      const previous = await currentOrder();
      const index = previous.indexOf(id);
      const target = index + direction;
      if (index < 0 || target < 0 || target >= previous.length) return null;
      const next = [...previous];
      [next[index], next[target]] = [next[target]!, next[index]!];
      await putFaqOrder(next);
      return { previous, next };
    },
    onMutate: async ({ id, direction }: FaqMove) => {
      await queryClient.cancelQueries({ queryKey: faqsKey });
      const snapshot = queryClient.getQueriesData<ListData>({ queryKey: faqsKey });
      moveInCache(queryClient, id, direction);
      return { snapshot };
    },
    onError: (_error, _move, context) =>
      context?.snapshot.forEach(([key, data]) => queryClient.setQueryData(key, data)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: faqsKey }),
  });
}

/** Puts a whole previous order back (the toast's Undo). */
export function useRestoreFaqOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putFaqOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: faqsKey }),
  });
}
