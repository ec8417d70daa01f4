import { useFilterModel } from '../../hooks/use-filter-model';
import { useMobileLayout } from '../../hooks/use-mobile-layout';
import { AppliedFilters } from './applied-filters';
import { FilterBar } from './filter-bar';
import { FilterSheet } from './filter-sheet';
import styles from './content-filters.module.css';

/**
 * The widget's filters (settings `filters`): a bar of popovers on desktop, a bottom sheet on
 * phones, and the applied ones as chips with "Clear all". Nothing when the widget has none.
 */
export function ContentFilters() {
  const model = useFilterModel();
  const mobile = useMobileLayout();
  if (model.filters.length === 0) return null;
  return (
    <div className={styles.filters}>
      {mobile ? <FilterSheet model={model} /> : <FilterBar model={model} />}
      <AppliedFilters model={model} />
    </div>
  );
}
