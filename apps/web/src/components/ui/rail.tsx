import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import styles from './rail.module.css';

type RailProps = HTMLAttributes<HTMLUListElement> & {
  /** Columns from 1001 px up (two from 751 px); phones always swipe. */
  columns?: 3 | 4;
};

/**
 * A list of cards: a horizontal, swipeable rail that peeks the next card on phones, and a grid
 * on wider screens (DESIGN.md, Home). Children are its list items.
 */
export function Rail({ columns = 4, className, ...props }: RailProps) {
  return <ul className={cx(styles.rail, columns === 3 && styles.three, className)} {...props} />;
}
