import { useTranslation } from 'react-i18next';
import { MailIcon } from '../../../components/ui/account-icons';
import { Button } from '../../../components/ui/button';
import styles from './forgot-password-sent.module.css';

type ForgotPasswordSentProps = {
  email: string;
  onBack: () => void;
  onResend: () => void;
};

/** After asking for a recovery link: where to look, and what to do if nothing arrives. */
export function ForgotPasswordSent({ email, onBack, onResend }: ForgotPasswordSentProps) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.sent} role="status">
      <span className={styles.icon} aria-hidden="true">
        <MailIcon size={32} />
      </span>
      <p className={styles.text}>
        {t('forgot.sentText')} <strong>{email}</strong>
      </p>
      <p className={styles.hint}>{t('forgot.sentHint')}</p>
      <div className={styles.actions}>
        <Button size="lg" fullWidth onClick={onBack}>
          {t('forgot.backToSignIn')}
        </Button>
        <Button variant="ghost" fullWidth onClick={onResend}>
          {t('forgot.tryAnother')}
        </Button>
      </div>
    </div>
  );
}
