import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_PARAM } from '@quad/shared/contracts/constants';
import { splitSearchTerms } from '@quad/shared/rules/search-terms';
import { useWidget } from '../../../app/widget-context/use-widget';
import type { ContentCriteria, SelectedFilters } from '../api/content-criteria';

/**
 * Search terms and filters live in the address, so a search can be shared, survives a reload
 * and "Back" returns to it. Only the keys of the widget's filters are read.
 */
export function useContentCriteria() {
  const [params, setParams] = useSearchParams();
  const { settings } = useWidget();
  const filterKeys = useMemo(() => settings.filters.map((filter) => filter.key), [settings]);
  const search = params.get(SEARCH_PARAM) ?? '';

  const filterSignature = filterKeys.map((key) => params.getAll(key).join('\u0000')).join('\u0001');
  const criteria = useMemo<ContentCriteria>(() => {
    const filters: Record<string, string[]> = {};
    for (const key of filterKeys) {
      const values = params.getAll(key).filter(Boolean);
      if (values.length > 0) filters[key] = values;
    }
    return { searchItems: splitSearchTerms(search), filters };
    // filterSignature stands for the filter values of params.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, filterSignature, filterKeys]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace: boolean) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setSearch = useCallback(
    (terms: readonly string[]) =>
      update((next) => {
        if (terms.length > 0) next.set(SEARCH_PARAM, terms.join(', '));
        else next.delete(SEARCH_PARAM);
      }, false),
    [update],
  );

  const setFilter = useCallback(
    (key: string, values: readonly string[]) =>
      update((next) => {
        next.delete(key);
        values.forEach((value) => next.append(key, value));
      }, true),
    [update],
  );

  const setFilters = useCallback(
    (filters: SelectedFilters) =>
      update((next) => {
        filterKeys.forEach((key) => next.delete(key));
        for (const [key, values] of Object.entries(filters))
          values.forEach((value) => next.append(key, value));
      }, true),
    [update, filterKeys],
  );

  const clearFilters = useCallback(() => setFilters({}), [setFilters]);

  /** Drops the search and every filter at once. */
  const clearAll = useCallback(
    () =>
      update((next) => {
        next.delete(SEARCH_PARAM);
        filterKeys.forEach((key) => next.delete(key));
      }, false),
    [update, filterKeys],
  );

  /** The query string to carry the same search and filters to another screen. */
  const carry = useMemo(() => {
    const next = new URLSearchParams();
    if (search) next.set(SEARCH_PARAM, search);
    for (const [key, values] of Object.entries(criteria.filters))
      values.forEach((value) => next.append(key, value));
    const text = next.toString();
    return text ? `?${text}` : '';
  }, [search, criteria.filters]);

  return {
    criteria,
    searchText: search,
    setSearch,
    setFilter,
    setFilters,
    clearFilters,
    clearAll,
    carry,
  };
}
