import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from '../../lib/cx';
import styles from './field.module.css';

type FieldProps = {
  label: string;
  /** Keeps the label for screen readers only (a search box with a visible icon). */
  hideLabel?: boolean;
  hint?: string;
  /** The problem to fix; marks the control invalid. */
  error?: string;
};

type FieldFrameProps = FieldProps & {
  id?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

type ControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
};

function FieldFrame({ label, hideLabel, hint, error, id, className, children }: FieldFrameProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> &
  FieldProps & { leadingIcon?: ReactNode; fieldClassName?: string };

/** A labelled text input with optional hint and error. */
export function Input({
  label,
  hideLabel,
  hint,
  error,
  leadingIcon,
  id,
  className,
  fieldClassName,
  ...props
}: InputProps) {
  return (
    <FieldFrame
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      id={id}
      className={fieldClassName}
    >
      {(control) => (
        <div className={styles.control}>
          {leadingIcon && <span className={styles.icon}>{leadingIcon}</span>}
          <input
            {...control}
            {...props}
            className={cx(styles.input, leadingIcon ? styles.withIcon : undefined, className)}
          />
        </div>
      )}
    </FieldFrame>
  );
}

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  FieldProps & { fieldClassName?: string };

/** A labelled multi-line input. */
export function TextArea({
  label,
  hideLabel,
  hint,
  error,
  id,
  className,
  fieldClassName,
  ...props
}: TextAreaProps) {
  return (
    <FieldFrame
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      id={id}
      className={fieldClassName}
    >
      {(control) => (
        <textarea
          {...control}
          {...props}
          className={cx(styles.input, styles.textarea, className)}
        />
      )}
    </FieldFrame>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> &
  FieldProps & { fieldClassName?: string };

/** A labelled native select: the phone's own picker is the best one. */
export function Select({
  label,
  hideLabel,
  hint,
  error,
  id,
  className,
  fieldClassName,
  children,
  ...props
}: SelectProps) {
  return (
    <FieldFrame
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      id={id}
      className={fieldClassName}
    >
      {(control) => (
        <select {...control} {...props} className={cx(styles.input, styles.select, className)}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
