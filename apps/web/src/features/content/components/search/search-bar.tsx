import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SEARCH_TERMS } from '@quad/shared/limits';
import { splitSearchTerms, tooManySearchTerms } from '@quad/shared/rules/search-terms';
import { IconButton } from '../../../../components/ui/icon-button';
import { CloseIcon, SearchIcon } from '../../../../components/ui/icons';
import { cx } from '../../../../lib/cx';
import styles from './search-bar.module.css';

type SearchBarProps = {
  /** The search in the address, which the box shows. */
  value: string;
  onSearch: (terms: string[]) => void;
  /** A refusal from the server (its 400 for too many terms), shown like the local check. */
  serverError?: string | null;
  className?: string;
};

/**
 * The search box of titles.display_search_bar. Terms are separated by commas; more than 10 are
 * refused here with the spec §5 message, before anything is sent.
 */
export function SearchBar({ value, onSearch, serverError, className }: SearchBarProps) {
  const { t } = useTranslation('content');
  const { t: tShell } = useTranslation();
  const [text, setText] = useState(value);
  const [tooMany, setTooMany] = useState(false);

  // A search changed elsewhere (Back, "Clear search") shows in the box.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
    setTooMany(false);
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const terms = splitSearchTerms(text);
    if (tooManySearchTerms(terms)) {
      setTooMany(true);
      return;
    }
    setTooMany(false);
    onSearch(terms);
  };

  const handleClear = () => {
    setText('');
    setTooMany(false);
    onSearch([]);
  };

  const error = tooMany ? tShell('spec.tooManySearchTerms') : (serverError ?? null);
  const id = useId();
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <form role="search" className={cx(styles.form, className)} onSubmit={handleSubmit}>
      <div className={cx(styles.box, error && styles.invalid)}>
        <SearchIcon className={styles.icon} />
        <label htmlFor={inputId} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          enterKeyHint="search"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hintId}
        />
        {text && (
          <IconButton
            aria-label={t('search.clear')}
            icon={<CloseIcon size={18} />}
            className={styles.clear}
            onClick={handleClear}
          />
        )}
        <button type="submit" className={styles.submit}>
          {t('search.submit')}
        </button>
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        <p id={hintId} className="visually-hidden">
          {t('search.hint', { max: MAX_SEARCH_TERMS })}
        </p>
      )}
    </form>
  );
}
