import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { CheckIcon } from './icons';
import styles from './choice-group.module.css';

export type Choice = {
  value: string;
  label: string;
  description?: string;
  icon?: ReactNode;
};

type BaseProps = {
  legend: string;
  /** Keeps the legend for screen readers only. */
  hideLegend?: boolean;
  hint?: string;
  error?: string;
  options: readonly Choice[];
  /** list: full-width option cards; row: equal tiles in a row (ratings, short answers). */
  layout?: 'list' | 'row';
  required?: boolean;
  className?: string;
};

type SingleProps = BaseProps & {
  multiple?: false;
  value: string | null;
  onChange: (value: string) => void;
};

type MultipleProps = BaseProps & {
  multiple: true;
  value: readonly string[];
  onChange: (value: string[]) => void;
};

/**
 * A question with answers to pick, as tappable cards: native radios (one answer) or checkboxes
 * (several), so arrow keys, Space and screen readers work as people expect.
 */
export function ChoiceGroup(props: SingleProps | MultipleProps) {
  const { legend, hideLegend, hint, error, options, layout = 'list', required, className } = props;
  const name = useId();
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const isChecked = (value: string) =>
    props.multiple ? props.value.includes(value) : props.value === value;
  const handleChange = (value: string, checked: boolean) => {
    if (!props.multiple) return props.onChange(value);
    props.onChange(
      checked ? [...props.value, value] : props.value.filter((item) => item !== value),
    );
  };
  return (
    <fieldset
      className={cx(styles.group, className)}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
    >
      <legend className={hideLegend ? 'visually-hidden' : styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={cx(styles.options, layout === 'row' && styles.row)}>
        {options.map((option) => {
          const checked = isChecked(option.value);
          return (
            <label
              key={option.value}
              className={cx(styles.option, checked && styles.checked, error && styles.invalid)}
            >
              <input
                type={props.multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option.value}
                checked={checked}
                onChange={(event) => handleChange(option.value, event.target.checked)}
                className={styles.input}
              />
              {option.icon && (
                <span className={styles.icon} aria-hidden="true">
                  {option.icon}
                </span>
              )}
              <span className={styles.text}>
                <span className={styles.label}>{option.label}</span>
                {option.description && (
                  <span className={styles.description}>{option.description}</span>
                )}
              </span>
              {layout === 'list' && (
                <span
                  className={cx(styles.indicator, props.multiple && styles.square)}
                  aria-hidden="true"
                >
                  {checked && <CheckIcon size={14} strokeWidth={3} />}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
