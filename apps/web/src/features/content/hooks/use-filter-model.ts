import { useMemo } from 'react';
import type { Filter } from '@quad/shared/contracts/widget-settings';
import { useWidget } from '../../../app/widget-context/use-widget';
import { useFilterOptions, type FilterOptionsState } from '../api/get-filter-options';
import { showsCountryFlag } from '../components/ambassadors/ambassador-facts';
import { choicesOf, type FilterChoice } from '../filter-options';
import { useContentCriteria } from './use-content-criteria';
import { useListScope } from './use-list-scope';
import { useReferenceNames } from '../../../i18n/reference-names';

/** One applied filter value with what it reads as ("Subject: Law"). */
export type AppliedFilter = { key: string; value: string; label: string; filterName: string };

type FilterEntry = { filter: Filter; choices: FilterChoice[]; state: FilterOptionsState };

/** The widget's filters, their choices, what is applied, and the ways to change it. */
export function useFilterModel() {
  const { settings } = useWidget();
  const scope = useListScope();
  const { criteria, setFilter, setFilters, clearFilters } = useContentCriteria();
  const sorted = useMemo(
    () => [...settings.filters].sort((a, b) => a.filterIndex - b.filterIndex),
    [settings.filters],
  );
  const states = useFilterOptions(scope, sorted);
  const names = useReferenceNames();

  const entries: FilterEntry[] = sorted
    .map((filter, index) => {
      const state = states[index]!;
      return { filter, state, choices: choicesOf(filter, state.options, names) };
    })
    // A filter with nothing to choose from is left out once we know it is empty.
    .filter((entry) => entry.choices.length > 0 || entry.state.loading || entry.state.failed);
  const byKey = new Map(entries.map((entry) => [entry.filter.key, entry]));

  const applied: AppliedFilter[] = entries.flatMap(({ filter, choices }) =>
    (criteria.filters[filter.key] ?? []).map((value) => ({
      key: filter.key,
      value,
      filterName: filter.name,
      label: choices.find((choice) => choice.value === value)?.label ?? value,
    })),
  );

  const selectedOf = (filter: Filter): readonly string[] => criteria.filters[filter.key] ?? [];
  const remove = (item: AppliedFilter) => {
    setFilter(
      item.key,
      (criteria.filters[item.key] ?? []).filter((value) => value !== item.value),
    );
  };

  return {
    filters: entries.map((entry) => entry.filter),
    choicesOf: (filter: Filter) => byKey.get(filter.key)?.choices ?? [],
    stateOf: (filter: Filter) => byKey.get(filter.key)?.state,
    selected: criteria.filters,
    selectedOf,
    applied,
    /** Sets the chosen values of one filter. */
    setValues: (filter: Filter, values: readonly string[]) => setFilter(filter.key, values),
    remove,
    setFilters,
    clearFilters,
    showFlags: showsCountryFlag(settings),
  };
}

export type FilterModel = ReturnType<typeof useFilterModel>;
