import type { FilterOption } from '@quad/shared/contracts/widget-settings';
import { FIXED_FILTER_KEYS } from '@quad/shared/contracts/widget-settings';
import { countryById } from '@quad/shared/data/countries';
import { PROFILE_TYPE_LIST } from '@quad/shared/data/profile-types';
import { subjectById } from '@quad/shared/data/subjects';
import type { FacetRow } from './filters.repository';
import type { UniversityRow } from './scope.repository';

const byName = (a: FilterOption, b: FilterOption) => a.name.localeCompare(b.name, 'en');

function distinct(values: readonly (number | null)[]): number[] {
  return [...new Set(values.filter((value): value is number => value !== null))];
}

/** `_countries` options: the home countries of the widget's ambassadors, by name. */
export function presentHomeCountryOptions(facets: readonly FacetRow[]): FilterOption[] {
  return distinct(facets.map((facet) => facet.countryId))
    .flatMap((id) => {
      const country = countryById(id);
      return country ? [{ key: FIXED_FILTER_KEYS.countries, id, name: country.name }] : [];
    })
    .sort(byName);
}

/** `_subject` options: the subjects the widget's ambassadors study, by name. */
export function presentSubjectOptions(facets: readonly FacetRow[]): FilterOption[] {
  return distinct(facets.map((facet) => facet.subjectId))
    .flatMap((id) => {
      const subject = subjectById(id);
      return subject ? [{ key: FIXED_FILTER_KEYS.subject, id, name: subject.name }] : [];
    })
    .sort(byName);
}

/** `account_type` options: the profile types present, in the reference order. */
export function presentProfileTypeOptions(facets: readonly FacetRow[]): FilterOption[] {
  const present = new Set(facets.map((facet) => facet.profileType));
  return PROFILE_TYPE_LIST.filter((type) => present.has(type.key)).map((type) => ({
    key: FIXED_FILTER_KEYS.accountType,
    id: type.id,
    name: type.name,
  }));
}

/** `group_universities` options: the widget's universities in display order. */
export function presentUniversityOptions(universities: readonly UniversityRow[]): FilterOption[] {
  return universities.map((university) => ({
    key: FIXED_FILTER_KEYS.groupUniversities,
    id: university.id,
    name: university.name,
  }));
}

/** `university_countries` options: the countries of the universities, each with those there. */
export function presentUniversityCountryOptions(
  universities: readonly UniversityRow[],
): FilterOption[] {
  const partners = new Map<number, number[]>();
  for (const university of universities) {
    if (university.countryId === null) continue;
    partners.set(university.countryId, [
      ...(partners.get(university.countryId) ?? []),
      university.id,
    ]);
  }
  return [...partners.entries()]
    .flatMap(([id, partnerUniIds]) => {
      const country = countryById(id);
      return country
        ? [{ key: FIXED_FILTER_KEYS.universityCountries, id, name: country.name, partnerUniIds }]
        : [];
    })
    .sort(byName);
}
