import { queryOptions, useQuery } from '@tanstack/react-query';
import { faqResponseSchema } from '@quad/shared/contracts/content';
import { widgetScope, type ParsedBase } from '@quad/shared/rules/base-path';
import { apiClient } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

/** GET /widget/faqs/{id} → `{ faq }` with its answers. */
export function getFaq(base: ParsedBase, id: number, signal?: AbortSignal) {
  return apiClient.get(`/widget/faqs/${id}`, {
    query: widgetScope(base),
    signal,
    schema: faqResponseSchema,
  });
}

export function faqQueryOptions(base: ParsedBase, id: number) {
  return queryOptions({
    queryKey: contentKeys.faq(base, id),
    queryFn: ({ signal }) => getFaq(base, id, signal),
  });
}

/** Loads nothing while `id` is null (an address without an id). */
export function useFaqQuery(base: ParsedBase, id: number | null) {
  return useQuery({ ...faqQueryOptions(base, id ?? 0), enabled: id !== null });
}
