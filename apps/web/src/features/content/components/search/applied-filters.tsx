import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../../components/ui/icons';
import type { FilterModel } from '../../hooks/use-filter-model';
import styles from './applied-filters.module.css';

/** The filters in force as removable chips, and "Clear all". */
export function AppliedFilters({ model }: { model: FilterModel }) {
  const { t } = useTranslation('content');
  if (model.applied.length === 0) return null;
  return (
    <div className={styles.applied}>
      <ul className={styles.chips} aria-label={t('filters.applied')}>
        {model.applied.map((item) => (
          <li key={`${item.key}:${item.value}`}>
            <button
              type="button"
              className={styles.chip}
              aria-label={t('filters.remove', { filter: item.filterName, value: item.label })}
              onClick={() => model.remove(item)}
            >
              {item.label}
              <CloseIcon size={16} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clearAll} onClick={model.clearFilters}>
        {t('filters.clearAll')}
      </button>
    </div>
  );
}
