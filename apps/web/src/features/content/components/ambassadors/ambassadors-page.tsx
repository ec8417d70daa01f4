import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ChatIllustration } from '../../../../components/ui/illustrations';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { hasCriteria } from '../../api/content-criteria';
import { useAmbassadorsQuery } from '../../api/get-ambassadors';
import { useContentCriteria } from '../../hooks/use-content-criteria';
import { useListScope } from '../../hooks/use-list-scope';
import { usePageSize } from '../../hooks/use-page-size';
import { ContentFilters } from '../search/content-filters';
import { ContentGrid } from '../shared/content-grid';
import { ListPage } from '../shared/list-page';
import { AmbassadorGridSkeleton } from '../shared/skeletons';
import { AmbassadorCard } from './ambassador-card';

/** `{base}/chat-to-us`: every ambassador, filterable, a page at a time. */
export function AmbassadorsPage() {
  const { t } = useTranslation('content');
  const { base, settings } = useWidget();
  const { criteria, clearFilters } = useContentCriteria();
  const pageSize = usePageSize();
  const query = useAmbassadorsQuery(useListScope(), criteria, pageSize);
  const title = settings.titles.profile_title || t('ambassadors.title');

  return (
    <ListPage
      title={title}
      countLabel={(count) => t('ambassadors.count', { count })}
      query={query}
      header={<ContentFilters />}
      skeleton={<AmbassadorGridSkeleton count={pageSize} />}
      empty={
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
      }
      busyWhileFetching
      promotion
    >
      {(ambassadors) => (
        <ContentGrid label={title}>
          {ambassadors.map((ambassador) => (
            <li key={ambassador.id}>
              <AmbassadorCard ambassador={ambassador} layout="responsive" headingLevel={2} />
            </li>
          ))}
        </ContentGrid>
      )}
    </ListPage>
  );
}
