import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorIllustration, LostIllustration } from '../../../components/ui/illustrations';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useWidget } from '../../../app/widget-context/use-widget';
import styles from './live-event-page.module.css';

/** The page's shape while the event loads: stage, title and the chat beside it. */
export function EventSkeleton() {
  const { t } = useTranslation('liveEvents');
  return (
    <SkeletonGroup label={t('page.loading')} className={styles.layout}>
      <div className={styles.main}>
        <Skeleton shape="rect" height="auto" className={styles.stageSkeleton} />
        <Skeleton width="70%" height={28} />
        <Skeleton width="45%" />
      </div>
      <div className={styles.side}>
        <div className={styles.sideSkeleton}>
          <Skeleton width="60%" height={20} />
          <Skeleton shape="rect" width="70%" height={48} />
          <Skeleton shape="rect" width="50%" height={48} />
          <Skeleton shape="rect" width="65%" height={48} />
        </div>
      </div>
    </SkeletonGroup>
  );
}

/** Why the event cannot open: gone (404) or a failure worth retrying. */
export function EventError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('liveEvents');
  const { base } = useWidget();
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <EmptyState
      headingLevel={1}
      illustration={missing ? <LostIllustration /> : <ErrorIllustration />}
      title={missing ? t('page.notFound.title') : t('page.error.title')}
      text={missing ? t('page.notFound.text') : t('page.error.text')}
      action={
        missing ? (
          <ButtonLink to={`${base.base}/live-streams`}>{t('page.notFound.action')}</ButtonLink>
        ) : (
          <Button onClick={onRetry}>{t('common.tryAgain')}</Button>
        )
      }
    />
  );
}
