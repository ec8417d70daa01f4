import { useTranslation } from 'react-i18next';
import { FAQ_PAGE_SIZE } from '@quad/shared/limits';
import { ButtonLink } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ChatIllustration } from '../../../../components/ui/illustrations';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { NO_CRITERIA } from '../../api/content-criteria';
import { useFaqsQuery } from '../../api/get-faqs';
import { flattenPages } from '../../api/paging';
import { AppPromotion } from '../shared/app-promotion';
import { AskStudents } from '../shared/ask-students';
import { ContentError } from '../shared/content-error';
import { ContentFrame } from '../shared/content-frame';
import { LoadMore } from '../shared/load-more';
import { FaqListSkeleton } from '../shared/skeletons';
import { FaqList } from './faq-list';
import styles from '../shared/list-page.module.css';
import { useListScope } from '../../hooks/use-list-scope';

/** `{base}/faq`: questions students ask and ambassadors answered, ten at a time. */
export function FaqsPage() {
  const { t } = useTranslation('content');
  const { base, settings } = useWidget();
  const scope = useListScope();
  const query = useFaqsQuery(scope, NO_CRITERIA, FAQ_PAGE_SIZE);
  const faqs = flattenPages(query.data?.pages);
  const total = query.data?.pages[0]?.total ?? 0;
  const title = settings.titles.faq_title || t('faqs.title');

  return (
    <ContentFrame
      backTo={base.base}
      title={title}
      subtitle={query.isSuccess && total > 0 ? t('faqs.count', { count: total }) : undefined}
      width="narrow"
    >
      {query.isPending ? (
        <FaqListSkeleton count={FAQ_PAGE_SIZE} />
      ) : query.isError ? (
        <ContentError
          error={query.error}
          onRetry={() => void query.refetch()}
          backTo={base.base}
          backLabel={t('errors.backHome')}
          missing={title}
        />
      ) : faqs.length === 0 ? (
        <EmptyState
          illustration={<ChatIllustration />}
          title={t('faqs.emptyTitle')}
          text={t('faqs.emptyText')}
          action={<ButtonLink to={`${base.base}/chat-to-us`}>{t('ask.action')}</ButtonLink>}
        />
      ) : (
        <div className={styles.results}>
          <FaqList faqs={faqs} headingLevel={2} />
          <LoadMore
            shown={faqs.length}
            total={total}
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
          <AskStudents />
        </div>
      )}
      <AppPromotion />
    </ContentFrame>
  );
}
