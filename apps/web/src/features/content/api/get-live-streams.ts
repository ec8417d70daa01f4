import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  liveStreamsListResponseSchema,
  type LiveStreamCard as LiveStream,
} from '@quad/shared/contracts/content';
import { CONTENT_REFRESH_MS } from '@quad/shared/limits';
import { apiClient } from '../../../lib/api-client';
import { contentListBody, NO_CRITERIA, type ListScope } from './content-criteria';
import { contentKeys } from './content-keys';
import { nextOffset, type Page } from './paging';

/** POST /widget/liveStreams/getLiveStreams: live now, upcoming, then on demand. */
export async function getLiveStreams(
  scope: ListScope,
  page: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<Page<LiveStream>> {
  const { liveStreams, total, isRandom } = await apiClient.post(
    '/widget/liveStreams/getLiveStreams',
    contentListBody(scope, NO_CRITERIA, page),
    { signal, schema: liveStreamsListResponseSchema },
  );
  return { items: liveStreams, total, isRandom: isRandom ?? false };
}

/** Live events page by page ("Load more"), refreshed every 60 s (a stream goes live). */
export function useLiveStreamsQuery(scope: ListScope, pageSize: number) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: contentKeys.liveStreams(scope.base, pageSize),
      queryFn: ({ pageParam, signal }) =>
        getLiveStreams(scope, { limit: pageSize, offset: pageParam }, signal),
      initialPageParam: 0,
      getNextPageParam: (_last, pages) => nextOffset(pages),
      refetchInterval: CONTENT_REFRESH_MS,
    }),
  );
}
