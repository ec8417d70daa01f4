import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from '../../lib/cx';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean };

/** The button look, for the rare control that is not a Button or ButtonLink. */
export function buttonClassName(
  { variant = 'primary', size = 'md', fullWidth }: StyleProps,
  extra?: string,
) {
  return cx(
    styles.button,
    styles[variant],
    size !== 'md' && styles[size],
    fullWidth && styles.fullWidth,
    extra,
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  StyleProps & {
    /** Shows a spinner in place of the label and blocks further clicks. */
    loading?: boolean;
    icon?: ReactNode;
  };

/** A button; the primary one wears the university colour with AA-contrast text. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName(
        { variant, size, fullWidth },
        cx(loading && styles.loading, className),
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      <span className={styles.label}>
        {icon}
        {children}
      </span>
    </button>
  );
}

type ButtonLinkProps = LinkProps & StyleProps & { icon?: ReactNode };

/** A navigation that looks like a button. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  icon,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <Link className={buttonClassName({ variant, size, fullWidth }, className)} {...props}>
      <span className={styles.label}>
        {icon}
        {children}
      </span>
    </Link>
  );
}
