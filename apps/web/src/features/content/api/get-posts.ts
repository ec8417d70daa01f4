import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { postsListResponseSchema, type Post } from '@quad/shared/contracts/content';
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

/** POST /widget/posts/getPosts: a page of posts, newest shared first (spec §4). */
export async function getPosts(
  scope: ListScope,
  criteria: ContentCriteria,
  page: { limit: number; offset: number; excludeIds?: number[] },
  signal?: AbortSignal,
): Promise<Page<Post>> {
  const { posts, total, isRandom } = await apiClient.post(
    '/widget/posts/getPosts',
    contentListBody(scope, criteria, { ...page, orderBy: 'newest' }),
    { signal, schema: postsListResponseSchema },
  );
  return { items: posts, total, isRandom: isRandom ?? false };
}

/** Posts page by page ("Load more"), refreshed every 60 s. */
export function postsQueryOptions(scope: ListScope, criteria: ContentCriteria, pageSize: number) {
  return infiniteQueryOptions({
    queryKey: contentKeys.posts(scope.base, criteria, pageSize),
    queryFn: ({ pageParam, signal }) =>
      getPosts(scope, criteria, { limit: pageSize, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
    refetchInterval: CONTENT_REFRESH_MS,
  });
}

export function usePostsQuery(scope: ListScope, criteria: ContentCriteria, pageSize: number) {
  return useInfiniteQuery(postsQueryOptions(scope, criteria, pageSize));
}

const MORE_POSTS = 4;

/** A few other posts to read after this one. */
export function useMorePostsQuery(scope: ListScope, postId: number) {
  return useQuery({
    queryKey: contentKeys.morePosts(scope.base, postId),
    queryFn: ({ signal }) =>
      getPosts(scope, NO_CRITERIA, { limit: MORE_POSTS, offset: 0, excludeIds: [postId] }, signal),
  });
}
