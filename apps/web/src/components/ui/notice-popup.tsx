import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import styles from './notice-popup.module.css';

type NoticePopupProps = {
  open: boolean;
  icon?: ReactNode;
  children: ReactNode;
};

/**
 * A short confirmation floating above the page ('Link copied to clipboard'). The live region
 * stays in the page so screen readers announce it when it fills; the caller decides how long.
 */
export function NoticePopup({ open, icon, children }: NoticePopupProps) {
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {open && (
        <div className={cx(styles.popup)}>
          {icon && <span className={styles.icon}>{icon}</span>}
          {children}
        </div>
      )}
    </div>
  );
}
