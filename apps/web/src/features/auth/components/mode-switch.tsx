import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { cx } from '../../../lib/cx';
import type { AuthMode } from '../../../app/session/auth-dialog-store';
import styles from './mode-switch.module.css';

const MODES: readonly AuthMode[] = ['sign-in', 'sign-up'];

type ModeSwitchProps = {
  current: AuthMode;
  onChange: (mode: AuthMode) => void;
  /** On screens the modes are pages: links, so they can be opened and shared. */
  linkFor?: (mode: AuthMode) => { to: To; state?: unknown };
};

/** "Sign in | Create account", a segmented switch at the top of the auth card. */
export function ModeSwitch({ current, onChange, linkFor }: ModeSwitchProps) {
  const { t } = useTranslation('auth');
  return (
    <nav className={styles.switch} aria-label={t('modeSwitch.label')}>
      {MODES.map((mode) => {
        const label = mode === 'sign-in' ? t('modeSwitch.signIn') : t('modeSwitch.signUp');
        const isCurrent = mode === current;
        const className = cx(styles.option, isCurrent && styles.current);
        if (linkFor) {
          const link = linkFor(mode);
          return (
            <Link
              key={mode}
              to={link.to}
              state={link.state}
              replace
              className={className}
              aria-current={isCurrent ? 'page' : undefined}
            >
              {label}
            </Link>
          );
        }
        return (
          <button
            key={mode}
            type="button"
            className={className}
            aria-current={isCurrent ? 'true' : undefined}
            onClick={() => !isCurrent && onChange(mode)}
          >
            {label}
          </button>
        );
      })}
    </nav>
  );
}
