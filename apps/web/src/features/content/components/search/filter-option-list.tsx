import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CountryFlag } from '../../../../components/ui/country-flag';
import { SearchIcon } from '../../../../components/ui/icons';
import { Skeleton, SkeletonGroup } from '../../../../components/ui/skeleton';
import type { FilterChoice } from '../../filter-options';
import styles from './filter-option-list.module.css';

/** Lists longer than this get a box to find an option by name. */
const SEARCHABLE_FROM = 9;

type FilterOptionListProps = {
  /** Names the group of checkboxes ("Subject"). */
  label: string;
  choices: FilterChoice[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  showFlags: boolean;
  /** The options are still loading, or failed to (then `onRetry` asks again). */
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
};

/** The options of one filter as checkboxes, with a search box when there are many. */
export function FilterOptionList({
  label,
  choices,
  selected,
  onToggle,
  showFlags,
  loading = false,
  failed = false,
  onRetry,
}: FilterOptionListProps) {
  const { t } = useTranslation('content');
  const [query, setQuery] = useState('');
  const id = useId();
  const searchable = choices.length >= SEARCHABLE_FROM;
  const shown = useMemo(() => {
    const wanted = query.trim().toLocaleLowerCase();
    const matching = wanted
      ? choices.filter((choice) => choice.label.toLocaleLowerCase().includes(wanted))
      : choices;
    // Chosen options first, so they stay in sight in a long list.
    return [
      ...matching.filter((choice) => selected.includes(choice.value)),
      ...matching.filter((choice) => !selected.includes(choice.value)),
    ];
  }, [choices, query, selected]);

  if (loading) {
    return (
      <SkeletonGroup className={styles.loading}>
        {[70, 55, 80, 60].map((width) => (
          <Skeleton key={width} width={`${width}%`} height={16} />
        ))}
      </SkeletonGroup>
    );
  }
  if (failed) {
    return (
      <div className={styles.failed} role="alert">
        <p>{t('filters.loadFailed')}</p>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('errors.tryAgain')}
          </Button>
        )}
      </div>
    );
  }

  return (
    <div className={styles.wrapper}>
      {searchable && (
        <div className={styles.search}>
          <SearchIcon size={18} className={styles.searchIcon} />
          <input
            type="search"
            className={styles.searchInput}
            aria-label={t('filters.findOption', { filter: label })}
            placeholder={t('filters.findPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
        </div>
      )}
      <fieldset className={styles.options}>
        <legend className="visually-hidden">{label}</legend>
        {shown.map((choice) => {
          const inputId = `${id}-${choice.value}`;
          return (
            <div key={choice.value} className={styles.option}>
              <input
                id={inputId}
                type="checkbox"
                className={styles.checkbox}
                checked={selected.includes(choice.value)}
                onChange={() => onToggle(choice.value)}
              />
              <label htmlFor={inputId} className={styles.label}>
                {showFlags && choice.countryCode && (
                  <CountryFlag code={choice.countryCode} name={choice.label} decorative />
                )}
                {choice.label}
              </label>
            </div>
          );
        })}
        {shown.length === 0 && <p className={styles.none}>{t('filters.noOptionMatches')}</p>}
      </fieldset>
    </div>
  );
}
