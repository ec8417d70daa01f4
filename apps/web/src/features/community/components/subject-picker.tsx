import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBJECTS } from '@quad/shared/data/subjects';
import { Chip } from '../../../components/ui/chip';
import { Input } from '../../../components/ui/field';
import { CheckIcon, CloseIcon, SearchIcon } from '../../../components/ui/icons';
import { cx } from '../../../lib/cx';
import styles from './subject-picker.module.css';

type SubjectPickerProps = {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** Describes a problem with the choice (none chosen, too many). */
  error?: string;
  max?: number;
};

const byId = new Map(SUBJECTS.map((subject) => [subject.id, subject]));

/** The subjects one follows: the chosen ones as removable chips, and a searchable list. */
export function SubjectPicker({ value, onChange, error, max = 20 }: SubjectPickerProps) {
  const { t } = useTranslation('community');
  const [search, setSearch] = useState('');
  const listId = useId();
  const errorId = useId();
  const chosen = new Set(value);
  const terms = search.trim().toLowerCase();
  const shown = useMemo(
    () =>
      terms ? SUBJECTS.filter((subject) => subject.name.toLowerCase().includes(terms)) : SUBJECTS,
    [terms],
  );
  const toggle = (id: number) =>
    onChange(chosen.has(id) ? value.filter((each) => each !== id) : [...value, id].slice(0, max));

  return (
    <div className={styles.picker}>
      <div className={styles.chosen} aria-live="polite">
        {value.length === 0 ? (
          <p className={styles.hint}>{t('subjects.noneChosen')}</p>
        ) : (
          <ul className={styles.chips} aria-label={t('subjects.chosenLabel')}>
            {value.map((id) => (
              <li key={id}>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => toggle(id)}
                  aria-label={t('subjects.remove', { name: byId.get(id)?.name ?? '' })}
                >
                  <Chip icon={<CloseIcon size={14} aria-hidden="true" />}>
                    {byId.get(id)?.name}
                  </Chip>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Input
        type="search"
        label={t('subjects.searchLabel')}
        placeholder={t('subjects.searchPlaceholder')}
        leadingIcon={<SearchIcon size={18} />}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-controls={listId}
      />
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
        <legend className="visually-hidden">{t('subjects.listLabel')}</legend>
        <ul id={listId} className={styles.options}>
          {shown.map((subject) => {
            const checked = chosen.has(subject.id);
            return (
              <li key={subject.id}>
                <label className={cx(styles.option, checked && styles.checked)}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    checked={checked}
                    disabled={!checked && value.length >= max}
                    onChange={() => toggle(subject.id)}
                  />
                  <span className={styles.mark} aria-hidden="true">
                    {checked && <CheckIcon size={14} />}
                  </span>
                  {subject.name}
                </label>
              </li>
            );
          })}
        </ul>
        {shown.length === 0 && <p className={styles.hint}>{t('subjects.noMatch', { search })}</p>}
      </fieldset>
    </div>
  );
}
