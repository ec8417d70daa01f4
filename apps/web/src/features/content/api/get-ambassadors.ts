import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { usersListResponseSchema, type AmbassadorCard } from '@quad/shared/contracts/content';
import { CONTENT_REFRESH_MS } from '@quad/shared/limits';
import { apiClient } from '../../../lib/api-client';
import {
  contentListBody,
  NO_CRITERIA,
  type ContentCriteria,
  type ListScope,
} from './content-criteria';
import { contentKeys } from './content-keys';
import { nextOffset, type Page } from './paging';
import { VISIT_SEED } from './random-seed';

/** POST /widget/users/getUsers: a page of ambassadors, in this visit's random order. */
export async function getAmbassadors(
  scope: ListScope,
  criteria: ContentCriteria,
  page: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<Page<AmbassadorCard>> {
  const { users, total, isRandom } = await apiClient.post(
    '/widget/users/getUsers',
    contentListBody(scope, criteria, { ...page, orderBy: 'random', randomSeed: VISIT_SEED }),
    { signal, schema: usersListResponseSchema },
  );
  return { items: users, total, isRandom: isRandom ?? false };
}

/** Ambassadors page by page ("Load more"), refreshed every 60 s. */
export function ambassadorsQueryOptions(
  scope: ListScope,
  criteria: ContentCriteria,
  pageSize: number,
) {
  return infiniteQueryOptions({
    queryKey: contentKeys.ambassadors(scope.base, criteria, pageSize),
    queryFn: ({ pageParam, signal }) =>
      getAmbassadors(scope, criteria, { limit: pageSize, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
    refetchInterval: CONTENT_REFRESH_MS,
  });
}

export function useAmbassadorsQuery(scope: ListScope, criteria: ContentCriteria, pageSize: number) {
  return useInfiniteQuery(ambassadorsQueryOptions(scope, criteria, pageSize));
}

/** How many ambassadors the carousel holds before its "See everyone" slide. */
export const CAROUSEL_SIZE = 12;

/** The ambassadors of the carousel view: one page, no filters. */
export function useCarouselAmbassadorsQuery(scope: ListScope) {
  return useQuery({
    queryKey: contentKeys.carousel(scope.base),
    queryFn: ({ signal }) =>
      getAmbassadors(scope, NO_CRITERIA, { limit: CAROUSEL_SIZE, offset: 0 }, signal),
    refetchInterval: CONTENT_REFRESH_MS,
  });
}
