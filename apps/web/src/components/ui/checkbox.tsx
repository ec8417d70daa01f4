import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { CheckIcon } from './icons';
import styles from './checkbox.module.css';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  /** A quieter second line under the label. */
  description?: ReactNode;
  /** The problem to fix; marks the control invalid. */
  error?: string;
  fieldClassName?: string;
};

/** A labelled checkbox with a 44 px touch area; the whole row toggles it. */
export function Checkbox({
  label,
  description,
  error,
  id,
  className,
  fieldClassName,
  ...props
}: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy =
    [description && descriptionId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, fieldClassName)}>
      <label htmlFor={controlId} className={styles.row}>
        <span className={styles.box}>
          <input
            {...props}
            id={controlId}
            type="checkbox"
            className={cx(styles.input, className)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          <span className={styles.mark} aria-hidden="true">
            <CheckIcon size={16} strokeWidth={3} />
          </span>
        </span>
        <span className={styles.text}>
          <span className={styles.label}>{label}</span>
          {description && (
            <span id={descriptionId} className={styles.description}>
              {description}
            </span>
          )}
        </span>
      </label>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
