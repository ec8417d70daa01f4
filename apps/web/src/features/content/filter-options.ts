import type { Filter, FilterOption } from '@quad/shared/contracts/widget-settings';
import { FIXED_FILTER_KEYS } from '@quad/shared/contracts/constants';
import { countryById } from '@quad/shared/data/countries';
import { profileTypeById } from '@quad/shared/data/profile-types';
import type { ReferenceNames } from '../../i18n/reference-names';

/** One choice of a filter: `value` goes into the query (an id, or a custom term's name). */
export type FilterChoice = { value: string; label: string; countryCode?: string };

const COUNTRY_KEYS = new Set<string>([
  FIXED_FILTER_KEYS.countries,
  FIXED_FILTER_KEYS.universityCountries,
]);

/**
 * The choices of a filter's options: fixed options by id (countries with a flag; countries,
 * subjects and kinds of profile named in the reader's language), custom by name as the admin
 * wrote it.
 */
export function choicesOf(
  filter: Filter,
  options: readonly FilterOption[],
  names: ReferenceNames,
): FilterChoice[] {
  return options.map((option) => {
    if (filter.type !== 'fixed' || option.id === undefined) {
      return { value: option.name, label: option.name };
    }
    const country = COUNTRY_KEYS.has(filter.key) ? countryById(option.id) : undefined;
    const profileType =
      filter.key === FIXED_FILTER_KEYS.accountType ? profileTypeById(option.id) : undefined;
    const label = country
      ? names.country(country)
      : profileType
        ? names.profileType(profileType.key)
        : filter.key === FIXED_FILTER_KEYS.subject
          ? names.subject({ id: option.id, name: option.name })
          : option.name;
    return { value: String(option.id), label, ...(country ? { countryCode: country.code } : {}) };
  });
}
