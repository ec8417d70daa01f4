import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { AlertIcon, CheckCircleIcon } from './account-icons';
import styles from './form-alert.module.css';

type FormAlertProps = {
  /** The message; nothing shows while it is empty, but the live region stays in the page. */
  message?: ReactNode;
  tone?: 'danger' | 'success' | 'info';
  className?: string;
};

/**
 * A form-level message (a failed sign-in, a sent code). The region is always present and
 * assertive for problems, polite otherwise, so screen readers announce each new message.
 */
export function FormAlert({ message, tone = 'danger', className }: FormAlertProps) {
  const isProblem = tone === 'danger';
  return (
    <div
      role={isProblem ? 'alert' : 'status'}
      aria-live={isProblem ? 'assertive' : 'polite'}
      aria-atomic="true"
      className={className}
    >
      {message ? (
        <p className={cx(styles.alert, styles[tone])}>
          {isProblem ? <AlertIcon size={20} /> : <CheckCircleIcon size={20} />}
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
