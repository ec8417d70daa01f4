import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { SparkIcon } from '../../../../components/ui/icons';
import styles from './search-summary.module.css';

type SearchSummaryProps = {
  terms: readonly string[];
  /** The search found nothing and the server answered with other content (isRandom). */
  isRandom: boolean;
  onClear: () => void;
};

/** Above search results: what was searched, or "no results — here is some other content". */
export function SearchSummary({ terms, isRandom, onClear }: SearchSummaryProps) {
  const { t } = useTranslation('content');
  const quoted = terms.map((term) => t('search.quoted', { term })).join(', ');
  return (
    <div className={isRandom ? styles.fallback : styles.summary} role="status">
      {isRandom && (
        <span className={styles.icon} aria-hidden="true">
          <SparkIcon size={20} />
        </span>
      )}
      <div className={styles.text}>
        <p className={styles.title}>
          {isRandom
            ? terms.length > 0
              ? t('search.noResultsFor', { terms: quoted })
              : t('search.noResults')
            : terms.length > 0
              ? t('search.resultsFor', { terms: quoted })
              : t('search.filteredResults')}
        </p>
        {isRandom && <p className={styles.body}>{t('search.otherContent')}</p>}
      </div>
      <Button variant={isRandom ? 'secondary' : 'ghost'} size="sm" onClick={onClear}>
        {terms.length > 0 ? t('home.clearSearch') : t('filters.clearAll')}
      </Button>
    </div>
  );
}
