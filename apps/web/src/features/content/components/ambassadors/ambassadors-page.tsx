import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ChatIllustration } from '../../../../components/ui/illustrations';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { hasCriteria } from '../../api/content-criteria';
import { useAmbassadorsQuery } from '../../api/get-ambassadors';
import { flattenPages } from '../../api/paging';
import { useContentCriteria } from '../../hooks/use-content-criteria';
import { usePageSize } from '../../hooks/use-page-size';
import { ContentFilters } from '../search/content-filters';
import { AppPromotion } from '../shared/app-promotion';
import { ContentError } from '../shared/content-error';
import { ContentFrame } from '../shared/content-frame';
import { ContentGrid } from '../shared/content-grid';
import { LoadMore } from '../shared/load-more';
import { AmbassadorGridSkeleton } from '../shared/skeletons';
import { AmbassadorCard } from './ambassador-card';
import styles from '../shared/list-page.module.css';
import { useListScope } from '../../hooks/use-list-scope';

/** `{base}/chat-to-us`: every ambassador, filterable, a page at a time. */
export function AmbassadorsPage() {
  const { t } = useTranslation('content');
  const { base, settings } = useWidget();
  const { criteria, clearFilters } = useContentCriteria();
  const pageSize = usePageSize();
  const scope = useListScope();
  const query = useAmbassadorsQuery(scope, criteria, pageSize);
  const ambassadors = flattenPages(query.data?.pages);
  const total = query.data?.pages[0]?.total ?? 0;
  const title = settings.titles.profile_title || t('ambassadors.title');

  return (
    <ContentFrame
      backTo={base.base}
      title={title}
      subtitle={query.isSuccess && total > 0 ? t('ambassadors.count', { count: total }) : undefined}
    >
      <ContentFilters />
      {query.isPending ? (
        <AmbassadorGridSkeleton count={pageSize} />
      ) : query.isError ? (
        <ContentError
          error={query.error}
          onRetry={() => void query.refetch()}
          backTo={base.base}
          backLabel={t('errors.backHome')}
          missing={title}
        />
      ) : ambassadors.length === 0 ? (
        hasCriteria(criteria) ? (
          <EmptyState
            illustration={<ChatIllustration />}
            title={t('ambassadors.noMatchTitle')}
            text={t('ambassadors.noMatchText')}
            action={
              <Button variant="secondary" onClick={clearFilters}>
                {t('filters.clearAll')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            illustration={<ChatIllustration />}
            title={t('ambassadors.emptyTitle')}
            text={t('ambassadors.emptyText')}
            action={
              <ButtonLink to={`${base.base}/faq`} variant="secondary">
                {t('ambassadors.emptyAction')}
              </ButtonLink>
            }
          />
        )
      ) : (
        <div className={styles.results} aria-busy={query.isFetching || undefined}>
          <ContentGrid label={title}>
            {ambassadors.map((ambassador) => (
              <li key={ambassador.id}>
                <AmbassadorCard ambassador={ambassador} layout="responsive" headingLevel={2} />
              </li>
            ))}
          </ContentGrid>
          <LoadMore
            shown={ambassadors.length}
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
