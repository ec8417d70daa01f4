import type { Filter, FilterOption } from '@quad/shared/contracts/widget-settings';
import { FIXED_FILTER_KEYS } from '@quad/shared/contracts/widget-settings';
import { countryById } from '@quad/shared/data/countries';

/** One choice of a filter: `value` goes into the query (an id, or a custom term's name). */
export type FilterChoice = { value: string; label: string; countryCode?: string };

const COUNTRY_KEYS = new Set<string>([
  FIXED_FILTER_KEYS.countries,
  FIXED_FILTER_KEYS.universityCountries,
]);

/** The choices of a filter's options: fixed options by id (countries with a flag), custom by name. */
export function choicesOf(filter: Filter, options: readonly FilterOption[]): FilterChoice[] {
  return options.map((option) => {
    if (filter.type !== 'fixed' || option.id === undefined) {
      return { value: option.name, label: option.name };
    }
    const code = COUNTRY_KEYS.has(filter.key) ? countryById(option.id)?.code : undefined;
    return { value: String(option.id), label: option.name, ...(code ? { countryCode: code } : {}) };
  });
}
