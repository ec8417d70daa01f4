import { useTranslation } from 'react-i18next';
import { FAQ_PAGE_SIZE } from '@quad/shared/limits';
import { ButtonLink } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ChatIllustration } from '../../../../components/ui/illustrations';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { NO_CRITERIA } from '../../api/content-criteria';
import { useFaqsQuery } from '../../api/get-faqs';
import { useListScope } from '../../hooks/use-list-scope';
import { AskStudents } from '../shared/ask-students';
import { ListPage } from '../shared/list-page';
import { FaqListSkeleton } from '../shared/skeletons';
import { FaqList } from './faq-list';

/** `{base}/faq`: questions students ask and ambassadors answered, ten at a time. */
export function FaqsPage() {
  const { t } = useTranslation('content');
  const { base, settings } = useWidget();
  const query = useFaqsQuery(useListScope(), NO_CRITERIA, FAQ_PAGE_SIZE);
  const title = settings.titles.faq_title || t('faqs.title');

  return (
    <ListPage
      title={title}
      countLabel={(count) => t('faqs.count', { count })}
      query={query}
      width="narrow"
      skeleton={<FaqListSkeleton count={FAQ_PAGE_SIZE} />}
      empty={
        <EmptyState
          illustration={<ChatIllustration />}
          title={t('faqs.emptyTitle')}
          text={t('faqs.emptyText')}
          action={<ButtonLink to={`${base.base}/chat-to-us`}>{t('ask.action')}</ButtonLink>}
        />
      }
      footer={<AskStudents />}
      promotion
    >
      {(faqs) => <FaqList faqs={faqs} headingLevel={2} />}
    </ListPage>
  );
}
