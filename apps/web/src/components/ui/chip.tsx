import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import styles from './chip.module.css';

type ChipProps = {
  children: ReactNode;
  icon?: ReactNode;
  className?: string;
} & (
  | { onClick?: undefined; selected?: undefined }
  | { /** Makes the chip a toggle button (filters). */ onClick: () => void; selected: boolean }
);

/** A pill for facts (subject, year, country) or, with onClick, a filter toggle. */
export function Chip({ children, icon, className, onClick, selected }: ChipProps) {
  if (onClick) {
    return (
      <button
        type="button"
        className={cx(styles.chip, selected && styles.selected, className)}
        aria-pressed={selected}
        onClick={onClick}
      >
        {icon}
        {children}
      </button>
    );
  }
  return (
    <span className={cx(styles.chip, className)}>
      {icon}
      {children}
    </span>
  );
}
