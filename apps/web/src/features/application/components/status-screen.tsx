import { useTranslation } from 'react-i18next';
import type { ApplicationInfoResponse } from '@quad/shared/contracts/application';
import { CheckCircleIcon, AlertIcon } from '../../../components/ui/account-icons';
import { ButtonLink } from '../../../components/ui/button';
import { HourglassIcon } from '../../../components/ui/chat-icons';
import { useWidget } from '../../../app/widget-context/use-widget';
import { screenPath } from '../lib/steps';
import { ApplyFrame } from './apply-frame';
import { CardPreview } from './card-preview';
import { previewOf } from './preview-of';
import styles from './apply.module.css';

/** After sending: waiting for approval, approved (go and chat), or rejected with the reason. */
export function StatusScreen({ info }: { info: ApplicationInfoResponse }) {
  const { t } = useTranslation('application');
  const { base } = useWidget();
  const { account, application } = info;
  const university = application.university.name;

  if (application.status === 'approved') {
    return (
      <ApplyFrame
        screen="status"
        title={t('status.approvedTitle')}
        intro={t('status.approved', { university })}
      >
        <div className={`${styles.aside} ${styles.center}`}>
          <span className={styles.statusIcon} aria-hidden="true">
            <CheckCircleIcon size={32} />
          </span>
        </div>
        <CardPreview className={styles.preview} data={previewOf(info)} />
        <div className={styles.actions}>
          <ButtonLink to={`${base.base}/interaction/dialogs`} size="lg" fullWidth>
            {t('status.openChats')}
          </ButtonLink>
          <ButtonLink to={base.base} size="lg" fullWidth variant="secondary">
            {t('status.seeWidget')}
          </ButtonLink>
        </div>
      </ApplyFrame>
    );
  }

  if (application.status === 'rejected') {
    return (
      <ApplyFrame
        screen="status"
        title={t('status.rejectedTitle')}
        intro={t('status.rejected', { university })}
      >
        <div className={`${styles.aside} ${styles.center}`}>
          <span className={styles.statusIcon} aria-hidden="true">
            <AlertIcon size={32} />
          </span>
        </div>
        <blockquote className={styles.reason}>{application.rejection_reason}</blockquote>
        <p>{t('status.rejectedNext')}</p>
        <div className={styles.actions}>
          <ButtonLink to={screenPath(base.base, 'profile')} size="lg" fullWidth>
            {t('status.editAndResend')}
          </ButtonLink>
        </div>
      </ApplyFrame>
    );
  }

  return (
    <ApplyFrame
      screen="status"
      title={t('status.pendingTitle')}
      intro={t('status.pending', { name: account.name, university, email: account.email })}
    >
      <div className={`${styles.aside} ${styles.center}`}>
        <span className={styles.statusIcon} aria-hidden="true">
          <HourglassIcon size={32} />
        </span>
      </div>
      <CardPreview className={styles.preview} data={previewOf(info)} />
      <div className={styles.actions}>
        <ButtonLink to={base.base} size="lg" fullWidth variant="secondary">
          {t('status.seeWidget')}
        </ButtonLink>
      </div>
    </ApplyFrame>
  );
}
