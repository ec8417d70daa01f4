import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBJECTS } from '@quad/shared/data/subjects';
import { Chip } from '../../../components/ui/chip';
import { Input } from '../../../components/ui/field';
import { CheckIcon, CloseIcon, SearchIcon } from '../../../components/ui/icons';
import { cx } from '../../../lib/cx';
import styles from './subject-picker.module.css';
import { useReferenceNames } from '../../../i18n/reference-names';

type SubjectPickerProps = {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** Describes a problem with the choice (none chosen, too many). */
  error?: string;
  max?: number;
};

/** The subjects one follows: the chosen ones as removable chips, and a searchable list. */
export function SubjectPicker({ value, onChange, error, max = 20 }: SubjectPickerProps) {
  const { t } = useTranslation('community');
  const names = useReferenceNames();
  const [search, setSearch] = useState('');
  const listId = useId();
  const errorId = useId();
  const chosen = new Set(value);
  // The subjects named and alphabetised in the reader's language; a search finds a subject by
  // that name or by its English one.
  const named = useMemo(
    () =>
      names.sorted(
        SUBJECTS.map((subject) => ({
          ...subject,
          english: subject.name,
          name: names.subject(subject),
        })),
        (subject) => subject.name,
      ),
    [names],
  );
  const byId = useMemo(() => new Map(named.map((subject) => [subject.id, subject])), [named]);
  const terms = search.trim().toLocaleLowerCase(names.locale);
  const shown = useMemo(
    () =>
      terms
        ? named.filter(
            (subject) =>
              subject.name.toLocaleLowerCase(names.locale).includes(terms) ||
              subject.english.toLowerCase().includes(terms),
          )
        : named,
    [named, names.locale, terms],
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
