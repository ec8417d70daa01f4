import { queryOptions, useQuery } from '@tanstack/react-query';
import { universityResponseSchema } from '@quad/shared/contracts/content';
import { widgetScope, type ParsedBase } from '@quad/shared/rules/base-path';
import { apiClient } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

/** GET /widget/universities/{id}: the university with its newest posts and FAQs. */
export function getUniversity(base: ParsedBase, id: number, signal?: AbortSignal) {
  return apiClient.get(`/widget/universities/${id}`, {
    query: widgetScope(base),
    signal,
    schema: universityResponseSchema,
  });
}

export function universityQueryOptions(base: ParsedBase, id: number) {
  return queryOptions({
    queryKey: contentKeys.university(base, id),
    queryFn: ({ signal }) => getUniversity(base, id, signal),
  });
}

/** Loads nothing while `id` is null (an address without an id). */
export function useUniversityQuery(base: ParsedBase, id: number | null) {
  return useQuery({ ...universityQueryOptions(base, id ?? 0), enabled: id !== null });
}
