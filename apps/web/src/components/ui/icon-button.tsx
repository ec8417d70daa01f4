import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import styles from './icon-button.module.css';

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  /** Required: an icon alone names nothing. */
  'aria-label': string;
  icon: ReactNode;
  variant?: 'plain' | 'filled';
};

/** A 44 px round button holding only an icon. */
export function IconButton({
  icon,
  variant = 'plain',
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      className={cx(styles.iconButton, variant === 'filled' && styles.filled, className)}
      {...props}
    >
      {icon}
    </button>
  );
}
