import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Filter } from '@quad/shared/contracts/widget-settings';
import { ChevronDownIcon } from '../../../../components/ui/icons';
import { DeferredPopover } from '../../../../components/ui/deferred-popover';
import { cx } from '../../../../lib/cx';
import type { FilterModel } from '../../hooks/use-filter-model';
import { FilterOptionList } from './filter-option-list';
import styles from './filter-bar.module.css';

/** One filter as a button that opens its options under it; choices apply at once. */
function FilterMenu({ filter, model }: { filter: Filter; model: FilterModel }) {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(false);
  // The address changes a moment after a click: the panel shows the choice at once meanwhile,
  // and quick clicks build on each other instead of on a stale address.
  const applied = model.selectedOf(filter);
  const appliedKey = applied.join('\u0000');
  const [selected, setSelected] = useState(applied);
  const [shownKey, setShownKey] = useState(appliedKey);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    setSelected(applied);
  }
  const choose = (values: readonly string[]) => {
    setSelected(values);
    model.setValues(filter, values);
  };
  const toggle = (value: string) =>
    choose(
      selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value],
    );
  return (
    <DeferredPopover
      open={open}
      onOpenChange={setOpen}
      label={filter.name}
      triggerClassName={cx(styles.trigger, selected.length > 0 && styles.active)}
      trigger={
        <>
          {filter.name}
          {selected.length > 0 && (
            <>
              <span className={styles.badge} aria-hidden="true">
                {selected.length}
              </span>
              <span className="visually-hidden">
                {t('filters.selectedCount', { count: selected.length })}
              </span>
            </>
          )}
          <ChevronDownIcon size={18} className={cx(styles.chevron, open && styles.open)} />
        </>
      }
    >
      <FilterOptionList
        label={filter.name}
        choices={model.choicesOf(filter)}
        selected={selected}
        onToggle={toggle}
        showFlags={model.showFlags}
        loading={model.stateOf(filter)?.loading}
        failed={model.stateOf(filter)?.failed}
        onRetry={model.stateOf(filter)?.retry}
      />
      <div className={styles.panelFooter}>
        <button
          type="button"
          className={styles.textButton}
          disabled={selected.length === 0}
          onClick={() => choose([])}
        >
          {t('filters.clearOne')}
        </button>
        <button type="button" className={styles.doneButton} onClick={() => setOpen(false)}>
          {t('filters.done')}
        </button>
      </div>
    </DeferredPopover>
  );
}

/** Desktop: the widget's filters side by side, each a button with a popover of options. */
export function FilterBar({ model }: { model: FilterModel }) {
  const { t } = useTranslation('content');
  return (
    <div className={styles.bar} role="group" aria-label={t('filters.label')}>
      <span className={styles.lead}>{t('filters.lead')}</span>
      {model.filters.map((filter) => (
        <FilterMenu key={filter.key} filter={filter} model={model} />
      ))}
    </div>
  );
}
