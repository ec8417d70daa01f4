import { useTranslation } from 'react-i18next';
import { nextSort, type SortState } from '../lib/sorting';
import styles from './admin.module.css';

type SortHeaderProps<Column extends string> = {
  column: Column;
  label: string;
  sort: SortState<Column>;
  onSort: (next: SortState<Column>) => void;
};

/** A column header that sorts the table (aria-sort tells which way). */
export function SortHeader<Column extends string>({
  column,
  label,
  sort,
  onSort,
}: SortHeaderProps<Column>) {
  const { t } = useTranslation('admin');
  const active = sort.column === column;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => onSort(nextSort(sort, column))}
        aria-label={t('table.sortBy', { column: label })}
      >
        {label}
        {active && <span aria-hidden="true">{sort.direction === 'asc' ? ' ↑' : ' ↓'}</span>}
      </button>
    </th>
  );
}
