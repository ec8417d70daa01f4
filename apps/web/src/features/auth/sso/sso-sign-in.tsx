import { useTranslation } from 'react-i18next';
import type {
  PopupProvider,
  SocialProvider,
  SsoExchangeResult,
} from '@quad/shared/contracts/sign-in';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSsoSignIn } from './use-sso-sign-in';
import styles from './sso-sign-in.module.css';

type SsoSignInProps = {
  onOutcome: (result: SsoExchangeResult, provider: PopupProvider) => void;
};

/**
 * The other ways in, above the email form: "Sign in with {university}" where the university has
 * its own identity provider, and Google, Facebook or LinkedIn where this Quad offers them.
 * Nothing shows when there are none. The popup does the rest.
 */
export function SsoSignIn({ onOutcome }: SsoSignInProps) {
  const { t } = useTranslation('sso');
  const { provider, social, start, phase, error } = useSsoSignIn(onOutcome);
  if (!provider && social.length === 0) return null;
  return (
    <div className={styles.sso}>
      <FormAlert message={error} />
      {provider && (
        <Button
          variant="secondary"
          fullWidth
          loading={phase === 'exchanging'}
          onClick={() => start('sso')}
          icon={<KeyIcon />}
        >
          {t('button', { name: provider.university.name })}
        </Button>
      )}
      {social.map((kind) => (
        <Button
          key={kind}
          variant="secondary"
          fullWidth
          disabled={phase === 'exchanging'}
          onClick={() => start(kind)}
          icon={<ProviderMark provider={kind} />}
        >
          {t(`social.${kind}`)}
        </Button>
      ))}
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

const MARKS: Record<SocialProvider, { letter: string; colour: string }> = {
  google: { letter: 'G', colour: '#1a73e8' },
  facebook: { letter: 'f', colour: '#1877f2' },
  linkedin: { letter: 'in', colour: '#0a66c2' },
  tiktok: { letter: '♪', colour: '#111111' },
};

/** A small mark in the provider's colour beside its name. */
function ProviderMark({ provider }: { provider: SocialProvider }) {
  const mark = MARKS[provider];
  return (
    <span className={styles.mark} style={{ background: mark.colour }} aria-hidden="true">
      {mark.letter}
    </span>
  );
}
