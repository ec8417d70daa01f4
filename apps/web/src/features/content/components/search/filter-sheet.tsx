import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Filter } from '@quad/shared/contracts/widget-settings';
import { Button } from '../../../../components/ui/button';
import { Chip } from '../../../../components/ui/chip';
import { CountryFlag } from '../../../../components/ui/country-flag';
import { ChevronLeftIcon, SlidersIcon } from '../../../../components/ui/content-icons';
import { ChevronRightIcon } from '../../../../components/ui/icons';
import { DeferredModal } from '../../../../components/ui/deferred-modal';
import type { SelectedFilters } from '../../api/content-criteria';
import type { FilterModel } from '../../hooks/use-filter-model';
import { FilterOptionList } from './filter-option-list';
import styles from './filter-sheet.module.css';

/** Filters with up to this many options show them as chips right in the sheet. */
const INLINE_CHOICES = 8;

/**
 * Phones: "Filters" opens a bottom sheet. Choices are gathered there and applied together with
 * "Show results"; long lists (countries, subjects) open a page of their own with a search box.
 */
export function FilterSheet({ model }: { model: FilterModel }) {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<SelectedFilters>({});
  const [openKey, setOpenKey] = useState<string | null>(null);
  const appliedCount = model.applied.length;
  const openFilter = model.filters.find((filter) => filter.key === openKey) ?? null;

  const handleOpenChange = (next: boolean) => {
    if (next) {
      setDraft(model.selected);
      setOpenKey(null);
    }
    setOpen(next);
  };
  const draftOf = (filter: Filter) => draft[filter.key] ?? [];
  const toggle = (filter: Filter, value: string) => {
    const current = draftOf(filter);
    setDraft({
      ...draft,
      [filter.key]: current.includes(value)
        ? current.filter((item) => item !== value)
        : [...current, value],
    });
  };
  const summary = (filter: Filter) => {
    const chosen = draftOf(filter);
    if (chosen.length === 0) return t('filters.any');
    const labels = model
      .choicesOf(filter)
      .filter((choice) => chosen.includes(choice.value))
      .map((choice) => choice.label);
    return labels.length > 2
      ? t('filters.summaryMore', { first: labels.slice(0, 2).join(', '), count: labels.length - 2 })
      : labels.join(', ');
  };
  const handleApply = () => {
    model.setFilters(draft);
    setOpen(false);
  };

  return (
    <>
      <Button
        variant="secondary"
        icon={<SlidersIcon size={18} />}
        onClick={() => handleOpenChange(true)}
        className={styles.trigger}
      >
        {t('filters.open')}
        {appliedCount > 0 && (
          <>
            <span className={styles.badge} aria-hidden="true">
              {appliedCount}
            </span>
            <span className="visually-hidden">
              {t('filters.selectedCount', { count: appliedCount })}
            </span>
          </>
        )}
      </Button>
      <DeferredModal
        open={open}
        onOpenChange={handleOpenChange}
        title={openFilter ? openFilter.name : t('filters.title')}
        className={styles.sheet}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDraft({})}>
              {t('filters.clearAll')}
            </Button>
            <Button onClick={handleApply}>{t('filters.showResults')}</Button>
          </>
        }
      >
        {openFilter ? (
          <div className={styles.page}>
            <button type="button" className={styles.backRow} onClick={() => setOpenKey(null)}>
              <ChevronLeftIcon size={18} />
              {t('filters.allFilters')}
            </button>
            <FilterOptionList
              label={openFilter.name}
              choices={model.choicesOf(openFilter)}
              selected={draftOf(openFilter)}
              onToggle={(value) => toggle(openFilter, value)}
              showFlags={model.showFlags}
              loading={model.stateOf(openFilter)?.loading}
              failed={model.stateOf(openFilter)?.failed}
              onRetry={model.stateOf(openFilter)?.retry}
            />
          </div>
        ) : (
          <div className={styles.sections}>
            {model.filters.map((filter) => {
              const choices = model.choicesOf(filter);
              const state = model.stateOf(filter);
              if (!state?.loading && !state?.failed && choices.length <= INLINE_CHOICES) {
                return (
                  <section key={filter.key} className={styles.section}>
                    <h3 className={styles.sectionTitle}>{filter.name}</h3>
                    <div className={styles.chips}>
                      {choices.map((choice) => (
                        <Chip
                          key={choice.value}
                          selected={draftOf(filter).includes(choice.value)}
                          onClick={() => toggle(filter, choice.value)}
                          icon={
                            model.showFlags && choice.countryCode ? (
                              <CountryFlag
                                code={choice.countryCode}
                                name={choice.label}
                                decorative
                              />
                            ) : undefined
                          }
                        >
                          {choice.label}
                        </Chip>
                      ))}
                    </div>
                  </section>
                );
              }
              return (
                <button
                  key={filter.key}
                  type="button"
                  className={styles.row}
                  onClick={() => setOpenKey(filter.key)}
                >
                  <span className={styles.rowText}>
                    <span className={styles.sectionTitle}>{filter.name}</span>
                    <span className={styles.rowValue}>{summary(filter)}</span>
                  </span>
                  <ChevronRightIcon size={20} />
                </button>
              );
            })}
          </div>
        )}
      </DeferredModal>
    </>
  );
}
