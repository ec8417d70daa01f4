import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ChatIllustration } from '../../../../components/ui/illustrations';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { useLiveStreamsQuery } from '../../api/get-live-streams';
import { flattenPages } from '../../api/paging';
import { useListScope } from '../../hooks/use-list-scope';
import { usePageSize } from '../../hooks/use-page-size';
import { LiveStreamCard } from '../cards/live-stream-card';
import { ContentError } from '../shared/content-error';
import { ContentFrame } from '../shared/content-frame';
import { ContentGrid } from '../shared/content-grid';
import { LoadMore } from '../shared/load-more';
import { PostGridSkeleton } from '../shared/skeletons';
import styles from '../shared/list-page.module.css';

/** `{base}/live-streams`: every live event, live now first, then upcoming, then on demand. */
export function LiveStreamsPage() {
  const { t } = useTranslation('content');
  const { base } = useWidget();
  const pageSize = usePageSize();
  const query = useLiveStreamsQuery(useListScope(), pageSize);
  const streams = flattenPages(query.data?.pages);
  const total = query.data?.pages[0]?.total ?? 0;
  const title = t('liveStreams.title');

  return (
    <ContentFrame
      backTo={base.base}
      title={title}
      subtitle={query.isSuccess && total > 0 ? t('liveStreams.count', { count: total }) : undefined}
    >
      {query.isPending ? (
        <PostGridSkeleton count={pageSize} />
      ) : query.isError ? (
        <ContentError
          error={query.error}
          onRetry={() => void query.refetch()}
          backTo={base.base}
          backLabel={t('errors.backHome')}
          missing={title}
        />
      ) : streams.length === 0 ? (
        <EmptyState
          illustration={<ChatIllustration />}
          title={t('liveStreams.emptyTitle')}
          text={t('liveStreams.emptyText')}
          action={<ButtonLink to={`${base.base}/chat-to-us`}>{t('ask.action')}</ButtonLink>}
        />
      ) : (
        <div className={styles.results}>
          <ContentGrid label={title}>
            {streams.map((stream) => (
              <li key={stream.id}>
                <LiveStreamCard stream={stream} headingLevel={2} />
              </li>
            ))}
          </ContentGrid>
          <LoadMore
            shown={streams.length}
            total={total}
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </div>
      )}
    </ContentFrame>
  );
}
