import { queryOptions, useQuery } from '@tanstack/react-query';
import { postResponseSchema } from '@quad/shared/contracts/content';
import { widgetScope, type ParsedBase } from '@quad/shared/rules/base-path';
import { apiClient } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

/** GET /widget/posts/{id} → `{ post }`. */
export function getPost(base: ParsedBase, id: number, signal?: AbortSignal) {
  return apiClient.get(`/widget/posts/${id}`, {
    query: widgetScope(base),
    signal,
    schema: postResponseSchema,
  });
}

export function postQueryOptions(base: ParsedBase, id: number) {
  return queryOptions({
    queryKey: contentKeys.post(base, id),
    queryFn: ({ signal }) => getPost(base, id, signal),
  });
}

/** Loads nothing while `id` is null (an address without an id). */
export function usePostQuery(base: ParsedBase, id: number | null) {
  return useQuery({ ...postQueryOptions(base, id ?? 0), enabled: id !== null });
}
