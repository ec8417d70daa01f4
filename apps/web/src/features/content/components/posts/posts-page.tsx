import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ChatIllustration } from '../../../../components/ui/illustrations';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { NO_CRITERIA } from '../../api/content-criteria';
import { usePostsQuery } from '../../api/get-posts';
import { flattenPages } from '../../api/paging';
import { usePageSize } from '../../hooks/use-page-size';
import { AppPromotion } from '../shared/app-promotion';
import { ContentError } from '../shared/content-error';
import { ContentFrame } from '../shared/content-frame';
import { ContentGrid } from '../shared/content-grid';
import { LoadMore } from '../shared/load-more';
import { PostGridSkeleton } from '../shared/skeletons';
import { PostCard } from './post-card';
import styles from '../shared/list-page.module.css';
import { useListScope } from '../../hooks/use-list-scope';

/** `{base}/posts`: what students shared, newest first, a page at a time. */
export function PostsPage() {
  const { t } = useTranslation('content');
  const { base, settings } = useWidget();
  const pageSize = usePageSize();
  const scope = useListScope();
  const query = usePostsQuery(scope, NO_CRITERIA, pageSize);
  const posts = flattenPages(query.data?.pages);
  const total = query.data?.pages[0]?.total ?? 0;
  const title = settings.titles.content_title || t('posts.title');

  return (
    <ContentFrame
      backTo={base.base}
      title={title}
      subtitle={query.isSuccess && total > 0 ? t('posts.count', { count: total }) : undefined}
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
      ) : posts.length === 0 ? (
        <EmptyState
          illustration={<ChatIllustration />}
          title={t('posts.emptyTitle')}
          text={t('posts.emptyText')}
          action={<ButtonLink to={`${base.base}/chat-to-us`}>{t('ask.action')}</ButtonLink>}
        />
      ) : (
        <div className={styles.results}>
          <ContentGrid label={title}>
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} headingLevel={2} />
              </li>
            ))}
          </ContentGrid>
          <LoadMore
            shown={posts.length}
            total={total}
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </div>
      )}
      <AppPromotion />
    </ContentFrame>
  );
}
