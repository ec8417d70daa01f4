import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import styles from './empty-state.module.css';

type EmptyStateProps = {
  illustration?: ReactNode;
  title: string;
  text?: ReactNode;
  /** The next step: every empty list offers one (DESIGN.md, honest states). */
  action?: ReactNode;
  /** Heading level, so the state fits the page outline. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
};

/** What a screen shows when there is nothing (yet), with a way forward. */
export function EmptyState({
  illustration,
  title,
  text,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.emptyState, className)}>
      {illustration && (
        <div className={styles.illustration} aria-hidden="true">
          {illustration}
        </div>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
