import type { ReactNode } from 'react';
import { cx } from '../../../../lib/cx';
import { BackLink } from './back-link';
import styles from './content-frame.module.css';

type ContentFrameProps = {
  /** Where "Back" leads when this screen opened the visit. */
  backTo: string;
  /** The screen's heading; screens with a header of their own (a profile) leave it out. */
  title?: ReactNode;
  /** A line under the heading: how many, what it is. */
  subtitle?: ReactNode;
  /** Controls beside the heading (share). */
  actions?: ReactNode;
  width?: 'narrow' | 'wide';
  children: ReactNode;
};

/** The frame of a content screen: a way back, the heading, the content. */
export function ContentFrame({
  backTo,
  title,
  subtitle,
  actions,
  width = 'wide',
  children,
}: ContentFrameProps) {
  return (
    <div className={cx(styles.frame, width === 'narrow' && styles.narrow)}>
      <div className={styles.top}>
        <BackLink fallback={backTo} />
        {actions && !title && <div className={styles.actions}>{actions}</div>}
      </div>
      {title && (
        <div className={styles.heading}>
          <div className={styles.headings}>
            <h1 className={styles.title}>{title}</h1>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children}
    </div>
  );
}
