import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { EyeOffIcon } from './account-icons';
import { EyeIcon } from './icons';
import { FieldFrame, splitFrame } from './field';
import fieldStyles from './field.module.css';
import styles from './password-input.module.css';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  hint?: string;
  /** The problem to fix; marks the control invalid. */
  error?: string;
  /** `new-password` for a password being chosen, `current-password` for signing in. */
  autoComplete: 'new-password' | 'current-password';
  fieldClassName?: string;
};

/**
 * A labelled password input with a show/hide toggle, so people on phones can check what they
 * typed. The toggle is a real button named for what it does, with its pressed state announced.
 */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [frame, control] = splitFrame(props);
  return (
    <FieldFrame {...frame}>
      {(aria) => (
        <div className={fieldStyles.control}>
          <input
            {...control}
            {...aria}
            type={visible ? 'text' : 'password'}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className={cx(fieldStyles.input, styles.input, className)}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={t('common.showPassword')}
            aria-pressed={visible}
            aria-controls={aria.id}
            title={visible ? t('common.hidePassword') : t('common.showPassword')}
            onClick={() => setVisible((current) => !current)}
          >
            {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
