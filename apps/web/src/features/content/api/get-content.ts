import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GetContentResponse } from '@quad/shared/contracts/content';
import { CONTENT_REFRESH_MS } from '@quad/shared/limits';
import { apiClient } from '../../../lib/api-client';
import { contentListBody, type ContentCriteria, type ListScope } from './content-criteria';
import { contentKeys } from './content-keys';
import { VISIT_SEED } from './random-seed';

// The contract loads beside the call, not with the page (the widget's first screen makes it).
const getContentResponseSchema = () =>
  import('@quad/shared/contracts/content').then((contract) => contract.getContentResponseSchema);

/** POST /widget/getContent: every home section at once, or the results of a search. */
export function getContent(
  scope: ListScope,
  criteria: ContentCriteria,
  signal?: AbortSignal,
): Promise<GetContentResponse> {
  return apiClient.post(
    '/widget/getContent',
    contentListBody(scope, criteria, {
      randomSeed: VISIT_SEED,
      ...(scope.contentTypes ? { contentTypes: [...scope.contentTypes] } : {}),
    }),
    { signal, schema: getContentResponseSchema },
  );
}

/** The home sections; refreshed every 60 s (spec §4), the last answer kept while narrowing. */
export function homeContentQueryOptions(scope: ListScope, criteria: ContentCriteria) {
  return queryOptions({
    queryKey: contentKeys.home(scope.base, criteria),
    queryFn: ({ signal }) => getContent(scope, criteria, signal),
    refetchInterval: CONTENT_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export function useHomeContentQuery(scope: ListScope, criteria: ContentCriteria) {
  return useQuery(homeContentQueryOptions(scope, criteria));
}
