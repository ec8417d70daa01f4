import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { flattenPages, type Page } from '../../api/paging';
import { AppPromotion } from './app-promotion';
import { ContentError } from './content-error';
import { ContentFrame } from './content-frame';
import { LoadMore } from './load-more';
import styles from './list-page.module.css';

type ListPageProps<T extends { id: number }> = {
  title: string;
  /** "24 students": the subtitle once the list has answered with items. */
  countLabel: (total: number) => string;
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>, Error>;
  /** Shaped like the list, while the first page loads. */
  skeleton: ReactNode;
  /** The designed empty state, with its next step. */
  empty: ReactNode;
  /** The loaded items, as the page lists them. */
  children: (items: T[]) => ReactNode;
  /** Above the list (filters). */
  header?: ReactNode;
  /** Under "Load more". */
  footer?: ReactNode;
  width?: 'narrow';
  /** Mark the results busy while they refetch (a filter changed them). */
  busyWhileFetching?: boolean;
  /** Close with the mobile app promotion. */
  promotion?: boolean;
};

/**
 * A "See all" page: the frame with its back link, title and count, then the skeleton, the error,
 * the empty state or the items with "Showing N of M" and "Load more".
 */
export function ListPage<T extends { id: number }>({
  title,
  countLabel,
  query,
  skeleton,
  empty,
  children,
  header,
  footer,
  width,
  busyWhileFetching = false,
  promotion = false,
}: ListPageProps<T>) {
  const { base } = useWidget();
  const items = flattenPages(query.data?.pages);
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <ContentFrame
      backTo={base.base}
      title={title}
      subtitle={query.isSuccess && total > 0 ? countLabel(total) : undefined}
      width={width}
    >
      {header}
      {query.isPending ? (
        skeleton
      ) : query.isError ? (
        <ContentError error={query.error} onRetry={() => void query.refetch()} missing={title} />
      ) : items.length === 0 ? (
        empty
      ) : (
        <div
          className={styles.results}
          aria-busy={(busyWhileFetching && query.isFetching) || undefined}
        >
          {children(items)}
          <LoadMore
            shown={items.length}
            total={total}
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
          {footer}
        </div>
      )}
      {promotion && <AppPromotion />}
    </ContentFrame>
  );
}
