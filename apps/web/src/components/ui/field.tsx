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

/** A control's label, hint and error around it, tied to it for assistive technology. */
export function FieldFrame({
  label,
  hideLabel,
  hint,
  error,
  id,
  className,
  children,
}: FieldFrameProps) {
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

/** The props a field's frame takes out of a control's, and what is left for the control. */
export function splitFrame<Rest extends object>({
  label,
  hideLabel,
  hint,
  error,
  id,
  fieldClassName,
  ...control
}: FieldProps & { id?: string; fieldClassName?: string } & Rest) {
  const frame = { label, hideLabel, hint, error, id, className: fieldClassName };
  return [frame, control] as const;
}

type InputProps = InputHTMLAttributes<HTMLInputElement> &
  FieldProps & { leadingIcon?: ReactNode; fieldClassName?: string };

/** A labelled text input with optional hint and error. */
export function Input({ leadingIcon, className, ...props }: InputProps) {
  const [frame, control] = splitFrame(props);
  return (
    <FieldFrame {...frame}>
      {(aria) => (
        <div className={styles.control}>
          {leadingIcon && <span className={styles.icon}>{leadingIcon}</span>}
          <input
            {...aria}
            {...control}
            className={cx(styles.input, leadingIcon ? styles.withIcon : undefined, className)}
          />
        </div>
      )}
    </FieldFrame>
  );
}

/** An email address field as phones and browsers fill it best. */
export function EmailInput(props: Omit<InputProps, 'type'>) {
  return (
    <Input
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  FieldProps & { fieldClassName?: string };

/** A labelled multi-line input. */
export function TextArea({ className, ...props }: TextAreaProps) {
  const [frame, control] = splitFrame(props);
  return (
    <FieldFrame {...frame}>
      {(aria) => (
        <textarea {...aria} {...control} className={cx(styles.input, styles.textarea, className)} />
      )}
    </FieldFrame>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> &
  FieldProps & { fieldClassName?: string };

/** A labelled native select: the phone's own picker is the best one. */
export function Select({ className, children, ...props }: SelectProps) {
  const [frame, control] = splitFrame(props);
  return (
    <FieldFrame {...frame}>
      {(aria) => (
        <select {...aria} {...control} className={cx(styles.input, styles.select, className)}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
