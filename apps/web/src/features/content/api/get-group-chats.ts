import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { groupChatsListResponseSchema, type GroupChatCard } from '@quad/shared/contracts/content';
import { CONTENT_REFRESH_MS } from '@quad/shared/limits';
import { apiClient } from '../../../lib/api-client';
import { contentListBody, NO_CRITERIA, type ListScope } from './content-criteria';
import { contentKeys } from './content-keys';
import { nextOffset, type Page } from './paging';

/** POST /widget/dialogs/getGroupChats: the widget's public group chats, liveliest first. */
export async function getGroupChats(
  scope: ListScope,
  page: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<Page<GroupChatCard>> {
  const { groupChats, total, isRandom } = await apiClient.post(
    '/widget/dialogs/getGroupChats',
    contentListBody(scope, NO_CRITERIA, page),
    { signal, schema: groupChatsListResponseSchema },
  );
  return { items: groupChats, total, isRandom: isRandom ?? false };
}

/** Group chats page by page ("Load more"), refreshed every 60 s. */
export function useGroupChatsQuery(scope: ListScope, pageSize: number) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: contentKeys.groupChats(scope.base, pageSize),
      queryFn: ({ pageParam, signal }) =>
        getGroupChats(scope, { limit: pageSize, offset: pageParam }, signal),
      initialPageParam: 0,
      getNextPageParam: (_last, pages) => nextOffset(pages),
      refetchInterval: CONTENT_REFRESH_MS,
    }),
  );
}
