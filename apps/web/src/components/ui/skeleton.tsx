import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import styles from './skeleton.module.css';

type SkeletonProps = {
  /** text: a line; circle: an avatar; rect: an image or control; card: a whole card. */
  shape?: 'text' | 'circle' | 'rect' | 'card';
  width?: number | string;
  height?: number | string;
  className?: string;
};

/** A grey placeholder shaped like the content that is coming. */
export function Skeleton({ shape = 'text', width, height, className }: SkeletonProps) {
  const style: CSSProperties = {
    width,
    height: height ?? (shape === 'circle' ? width : undefined),
  };
  return (
    <span
      className={cx(styles.skeleton, styles[shape], className)}
      style={style}
      aria-hidden="true"
    />
  );
}

/** Wraps skeletons so assistive technology hears one "Loading" instead of nothing. */
export function SkeletonGroup({
  label,
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={className} role="status" aria-busy="true" aria-live="polite">
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
      {children}
    </div>
  );
}
