import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@quad/shared/errors';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorIllustration, LostIllustration } from '../../../components/ui/illustrations';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import styles from './conversation-states.module.css';

/** Bubbles where the messages will be, so the chat never flashes blank. */
export function ConversationBodySkeleton() {
  const { t } = useTranslation('chat');
  return (
    <SkeletonGroup label={t('conversation.loading')} className={styles.body}>
      <Skeleton shape="rect" width="55%" height={56} className={styles.incoming} />
      <Skeleton shape="rect" width="40%" height={40} className={styles.own} />
      <Skeleton shape="rect" width="62%" height={72} className={styles.incoming} />
      <Skeleton shape="rect" width="30%" height={40} className={styles.own} />
      <Skeleton shape="rect" width="48%" height={40} className={styles.incoming} />
    </SkeletonGroup>
  );
}

/** The whole chat pane while its dialog loads: header, bubbles and composer. */
export function ConversationSkeleton() {
  const { t } = useTranslation('chat');
  return (
    <SkeletonGroup label={t('conversation.loading')} className={styles.pane}>
      <div className={styles.header}>
        <Skeleton shape="circle" width={40} />
        <div className={styles.lines}>
          <Skeleton width={160} height={16} />
          <Skeleton width={110} />
        </div>
      </div>
      <div className={styles.body}>
        <Skeleton shape="rect" width="55%" height={56} className={styles.incoming} />
        <Skeleton shape="rect" width="40%" height={40} className={styles.own} />
        <Skeleton shape="rect" width="62%" height={72} className={styles.incoming} />
      </div>
      <div className={styles.composer}>
        <Skeleton shape="rect" height={44} className={styles.field} />
      </div>
    </SkeletonGroup>
  );
}

/** Why a chat cannot open, and the way on: gone, not yours, or a failure worth retrying. */
export function ConversationError({
  error,
  onRetry,
  listPath,
  headingLevel = 2,
}: {
  error: unknown;
  onRetry: () => void;
  listPath?: string;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation('chat');
  const status = error instanceof ApiError ? error.status : null;
  const code = error instanceof ApiError ? error.code : null;
  const missing = status === 404 || code === ERROR_CODES.NOT_FOUND;
  const forbidden = status === 403;
  const back = listPath ? (
    <ButtonLink to={listPath} variant={missing || forbidden ? 'primary' : 'secondary'}>
      {t('actions.backToChats')}
    </ButtonLink>
  ) : null;
  if (missing || forbidden) {
    return (
      <EmptyState
        className={styles.state}
        headingLevel={headingLevel}
        illustration={<LostIllustration />}
        title={missing ? t('errors.notFound.title') : t('errors.forbidden.title')}
        text={missing ? t('errors.notFound.text') : t('errors.forbidden.text')}
        action={back}
      />
    );
  }
  return (
    <EmptyState
      className={styles.state}
      headingLevel={headingLevel}
      illustration={<ErrorIllustration />}
      title={t('errors.loadFailed.title')}
      text={t('errors.loadFailed.text')}
      action={
        <div className={styles.actions}>
          <Button onClick={onRetry}>{t('list.tryAgain')}</Button>
          {back}
        </div>
      }
    />
  );
}
