import { queryOptions, useQuery } from '@tanstack/react-query';
import { userResponseSchema } from '@quad/shared/contracts/content';
import { widgetScope, type ParsedBase } from '@quad/shared/rules/base-path';
import { apiClient } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

/** GET /widget/users/{id}: an ambassador with their posts and the FAQs they answered. */
export function getAmbassador(base: ParsedBase, id: number, signal?: AbortSignal) {
  return apiClient.get(`/widget/users/${id}`, {
    query: widgetScope(base),
    signal,
    schema: userResponseSchema,
  });
}

export function ambassadorQueryOptions(base: ParsedBase, id: number) {
  return queryOptions({
    queryKey: contentKeys.ambassador(base, id),
    queryFn: ({ signal }) => getAmbassador(base, id, signal),
  });
}

/** Loads nothing while `id` is null (an address without an id). */
export function useAmbassadorQuery(base: ParsedBase, id: number | null) {
  return useQuery({ ...ambassadorQueryOptions(base, id ?? 0), enabled: id !== null });
}
