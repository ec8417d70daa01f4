import type { ReactNode } from 'react';
import { cx } from '../../../../lib/cx';
import styles from './content-grid.module.css';

/**
 * The list grid of spec §9's page sizes: one column on phones, then 2, 3 and 4 columns at the
 * widths where a page holds 6, 9 and 8 items, so every page fills whole rows.
 */
export function ContentGrid({
  children,
  label,
  className,
}: {
  children: ReactNode;
  label?: string;
  className?: string;
}) {
  return (
    <ul className={cx(styles.grid, className)} aria-label={label}>
      {children}
    </ul>
  );
}

export { styles as contentGridStyles };
