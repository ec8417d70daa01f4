import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Faq } from '@quad/shared/contracts/content';
import { idFromSlugAndId } from '@quad/shared/rules/slug';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ChatIllustration } from '../../../../components/ui/illustrations';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { useFaqQuery } from '../../api/get-faq';
import { useCanonicalPath } from '../../hooks/use-canonical-path';
import { useWatchOnOpen } from '../../hooks/use-watch-on-open';
import { faqPath } from '../../links';
import { AppPromotion } from '../shared/app-promotion';
import { AskStudents } from '../shared/ask-students';
import { ContentError, notFoundError } from '../shared/content-error';
import { ContentFrame } from '../shared/content-frame';
import { ShareButton } from '../shared/share-button';
import { ArticleSkeleton } from '../shared/skeletons';
import { FaqAnswer } from './faq-answer';
import styles from './faq-page.module.css';

function FaqArticle({ faq }: { faq: Faq }) {
  const { t } = useTranslation('content');
  const { base, settings } = useWidget();
  const path = faqPath(base.base, faq);
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('faq.eyebrow')}</p>
        <h1 className={styles.question} dir="auto">
          {faq.question}
        </h1>
        <div className={styles.meta}>
          <p className={styles.counts}>
            {t('faq.answerCount', { count: faq.answers.length })}
            {settings.show_number_likes_views && (
              <> · {t('faq.views', { count: faq.view_count })}</>
            )}
          </p>
          <ShareButton kind="faqs" id={faq.id} path={path} title={faq.question} />
        </div>
      </header>
      {faq.answers.length > 0 ? (
        <section className={styles.answers} aria-label={t('faq.answersLabel')}>
          {faq.answers.map((answer) => (
            <FaqAnswer key={answer.id} faqId={faq.id} answer={answer} />
          ))}
        </section>
      ) : (
        <EmptyState
          illustration={<ChatIllustration />}
          title={t('faq.noAnswersYet')}
          text={t('faq.noAnswersText')}
        />
      )}
      <AskStudents />
    </article>
  );
}

/** `{base}/faq/{slug-id}` (or a bare id from an embedding page): a question and its answers. */
export function FaqPage() {
  const { t } = useTranslation('content');
  const { base } = useWidget();
  const { faqSlugAndId = '' } = useParams();
  const id = idFromSlugAndId(faqSlugAndId);
  const query = useFaqQuery(base, id);
  const faq = id ? query.data?.faq : undefined;
  useCanonicalPath(faq ? faqPath(base.base, faq) : null);
  useWatchOnOpen(faq ? { kind: 'faqs', id: faq.id } : null);
  const listPath = `${base.base}/faq`;
  const ready = id !== null && query.isSuccess;

  return (
    <ContentFrame backTo={listPath} width="narrow">
      {!ready && <h1 className="visually-hidden">{t('faq.title')}</h1>}
      {id === null || query.isError ? (
        <ContentError
          error={query.error ?? notFoundError()}
          onRetry={() => void query.refetch()}
          backTo={listPath}
          backLabel={t('faqs.seeAll')}
          missing={t('faq.missing')}
        />
      ) : query.isPending ? (
        <ArticleSkeleton media={false} />
      ) : (
        <FaqArticle faq={query.data.faq} />
      )}
      <AppPromotion />
    </ContentFrame>
  );
}
