import { useTranslation } from 'react-i18next';
import type { SsoExchangeResult } from '@quad/shared/contracts/sign-in';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSsoSignIn } from './use-sso-sign-in';
import styles from './sso-sign-in.module.css';

type SsoSignInProps = {
  onOutcome: (result: SsoExchangeResult) => void;
};

/**
 * "Sign in with {university}" above the email form, where the university has its own identity
 * provider (nothing otherwise). The popup does the rest.
 */
export function SsoSignIn({ onOutcome }: SsoSignInProps) {
  const { t } = useTranslation('sso');
  const { provider, start, phase, error } = useSsoSignIn(onOutcome);
  if (!provider) return null;
  return (
    <div className={styles.sso}>
      <FormAlert message={error} />
      <Button
        variant="secondary"
        fullWidth
        loading={phase === 'exchanging'}
        onClick={() => start('sso')}
        icon={<KeyIcon />}
      >
        {t('button', { name: provider.university.name })}
      </Button>
      <p role="status" aria-live="polite" className={styles.waiting}>
        {phase === 'waiting' ? t('waiting') : ''}
      </p>
      <p className={styles.divider}>
        <span>{t('or')}</span>
      </p>
    </div>
  );
}

function KeyIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M4 20v-3l7.5-7.5a4.5 4.5 0 1 1 3 3L13 14h-2v2H9v2H7l-1 2H4Z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="16.5" cy="7.5" r="1.3" fill="currentColor" />
    </svg>
  );
}
