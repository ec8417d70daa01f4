import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './admin.module.css';

/**
 * A table that may scroll sideways on a phone: a named region the keyboard can reach, so its
 * hidden columns can be scrolled into view without a mouse.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <div
      className={styles.tableWrap}
      role="region"
      aria-label={t('table.region', { name: label })}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
