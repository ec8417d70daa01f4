import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import styles from './card.module.css';

type CardProps = HTMLAttributes<HTMLDivElement> & {
  padded?: boolean;
  /** Lifts on hover, for cards that are one big link. */
  interactive?: boolean;
};

/** A white, rounded surface with the card shadow. */
export function Card({ padded = true, interactive = false, className, ...props }: CardProps) {
  return (
    <div
      className={cx(
        styles.card,
        padded && styles.padded,
        interactive && styles.interactive,
        className,
      )}
      {...props}
    />
  );
}
