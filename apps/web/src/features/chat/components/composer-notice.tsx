import type { ReactNode } from 'react';
import styles from './composer-notice.module.css';

type ComposerNoticeProps = {
  icon: ReactNode;
  title: string;
  text?: string;
  /** The next step, when there is one (reopen, join, sign in). */
  action?: ReactNode;
  children?: ReactNode;
};

/** Stands where the composer would be when nobody can write here, and says why. */
export function ComposerNotice({ icon, title, text, action, children }: ComposerNoticeProps) {
  return (
    <div className={styles.notice} role="status">
      <div className={styles.row}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <div className={styles.copy}>
          <p className={styles.title}>{title}</p>
          {text && <p className={styles.text}>{text}</p>}
        </div>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {children}
    </div>
  );
}
