import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { faqsListResponseSchema, type Faq } from '@quad/shared/contracts/content';
import { CONTENT_REFRESH_MS } from '@quad/shared/limits';
import { apiClient } from '../../../lib/api-client';
import { contentListBody, type ContentCriteria, type ListScope } from './content-criteria';
import { contentKeys } from './content-keys';
import { nextOffset, type Page } from './paging';
import { VISIT_SEED } from './random-seed';

/** POST /widget/faqs/getFaqs: a page of questions with their answers. */
export async function getFaqs(
  scope: ListScope,
  criteria: ContentCriteria,
  page: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<Page<Faq>> {
  const { faqs, total, isRandom } = await apiClient.post(
    '/widget/faqs/getFaqs',
    contentListBody(scope, criteria, { ...page, orderBy: 'random', randomSeed: VISIT_SEED }),
    { signal, schema: faqsListResponseSchema },
  );
  return { items: faqs, total, isRandom: isRandom ?? false };
}

/** FAQs page by page (FAQ_PAGE_SIZE), refreshed every 60 s. */
export function faqsQueryOptions(scope: ListScope, criteria: ContentCriteria, pageSize: number) {
  return infiniteQueryOptions({
    queryKey: contentKeys.faqs(scope.base, criteria, pageSize),
    queryFn: ({ pageParam, signal }) =>
      getFaqs(scope, criteria, { limit: pageSize, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
    refetchInterval: CONTENT_REFRESH_MS,
  });
}

export function useFaqsQuery(scope: ListScope, criteria: ContentCriteria, pageSize: number) {
  return useInfiniteQuery(faqsQueryOptions(scope, criteria, pageSize));
}
