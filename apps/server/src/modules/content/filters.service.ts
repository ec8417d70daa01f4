import type { ScopeQuery } from '@quad/shared/contracts/common';
import {
  FIXED_FILTER_KEYS,
  type Filter,
  type FilterOption,
} from '@quad/shared/contracts/widget-settings';
import type { Db } from '../../core/db/client';
import type { ServiceContext } from '../../core/service-context';
import { NotFoundError } from '../../core/errors/app-error';
import { ambassadorFacets, storedFilters, type FacetRow } from './filters.repository';
import {
  presentHomeCountryOptions,
  presentProfileTypeOptions,
  presentSubjectOptions,
  presentUniversityCountryOptions,
  presentUniversityOptions,
} from './filters.presenter';
import {
  findGroupMembers,
  findGroupsOfUniversity,
  findUniversitiesByIds,
  type UniversityRow,
} from './scope.repository';
import { resolveWidgetScope } from './scope.service';

const FIXED_KEYS = new Set<string>(Object.values(FIXED_FILTER_KEYS));
const PEOPLE_KEYS = new Set<string>([
  FIXED_FILTER_KEYS.countries,
  FIXED_FILTER_KEYS.subject,
  FIXED_FILTER_KEYS.accountType,
]);

/** Whether a filter key is one of the fixed filters of spec §3. */
export function isFixedFilterKey(key: string): boolean {
  return FIXED_KEYS.has(key);
}

function fixedOptions(
  key: string,
  universities: readonly UniversityRow[],
  facets: readonly FacetRow[],
): FilterOption[] {
  switch (key) {
    case FIXED_FILTER_KEYS.countries:
      return presentHomeCountryOptions(facets);
    case FIXED_FILTER_KEYS.subject:
      return presentSubjectOptions(facets);
    case FIXED_FILTER_KEYS.accountType:
      return presentProfileTypeOptions(facets);
    case FIXED_FILTER_KEYS.universityCountries:
      return presentUniversityCountryOptions(universities);
    default:
      return presentUniversityOptions(universities);
  }
}

/**
 * Live options of the fixed filters among `keys`: countries, subjects and profile types of the
 * ambassadors shown (one query for the three), and the widget's universities and their countries.
 */
export async function liveFilterOptions(
  db: Db,
  universities: UniversityRow[],
  keys: readonly string[],
  prefilterItems?: string[],
): Promise<Map<string, FilterOption[]>> {
  const fixed = keys.filter(isFixedFilterKey);
  const facets = fixed.some((key) => PEOPLE_KEYS.has(key))
    ? await ambassadorFacets(
        db,
        universities.map((u) => u.id),
        prefilterItems,
      )
    : [];
  return new Map(fixed.map((key) => [key, fixedOptions(key, universities, facets)]));
}

/** The options of every filter of a widget: live for fixed ones, as stored for custom ones. */
export async function withLiveOptions(
  db: Db,
  universities: UniversityRow[],
  filters: readonly Filter[],
  prefilterItems?: string[],
): Promise<Filter[]> {
  const live = await liveFilterOptions(
    db,
    universities,
    filters.map((filter) => filter.key),
    prefilterItems,
  );
  return filters.map((filter) => {
    const options = live.get(filter.key) ?? filter.options;
    return { ...filter, ...(options ? { options } : {}) };
  });
}

/** GET /tags/subtags/{type}: the options of one filter of a widget; 404 for an unknown filter. */
export async function filterSubtags(
  { db }: Pick<ServiceContext, 'db'>,
  scopeQuery: ScopeQuery & { prefilterItems?: string[] | undefined },
  type: string,
): Promise<FilterOption[]> {
  const scope = await resolveWidgetScope(db, scopeQuery);
  if (isFixedFilterKey(type)) {
    const live = await liveFilterOptions(db, scope.universities, [type], scopeQuery.prefilterItems);
    return live.get(type) ?? [];
  }
  const filter = (await storedFilters(db, scopeQuery)).find((stored) => stored.key === type);
  if (!filter) throw new NotFoundError('filter');
  return (filter.options ?? []).map((option) => ({ key: option.key, name: option.name }));
}

async function groupUniversities(db: Db, groupId: number): Promise<UniversityRow[]> {
  const found = await findGroupMembers(db, groupId);
  if (!found) throw new NotFoundError('university_group');
  return found.universities;
}

/** GET /groupCountries: the countries of a group's universities, with the universities there. */
export async function groupCountries(
  { db }: Pick<ServiceContext, 'db'>,
  groupId: number,
): Promise<FilterOption[]> {
  return presentUniversityCountryOptions(await groupUniversities(db, groupId));
}

/** GET /universities/filterByGroup/{id}: a group's universities, narrowed by their countries. */
export async function universitiesOfGroup(
  { db }: Pick<ServiceContext, 'db'>,
  groupId: number,
  countryIds: number[] | undefined,
): Promise<FilterOption[]> {
  let universities = await groupUniversities(db, groupId);
  if (countryIds?.length) {
    const wanted = new Set(countryIds);
    universities = universities.filter((u) => u.countryId !== null && wanted.has(u.countryId));
  }
  return presentUniversityOptions(universities);
}

/** GET /groups/universities/{id}: the groups a university belongs to, with their universities. */
export async function groupsOfUniversity({ db }: Pick<ServiceContext, 'db'>, universityId: number) {
  const [university] = await findUniversitiesByIds(db, [universityId]);
  if (!university) throw new NotFoundError('university');
  const groups = await findGroupsOfUniversity(db, universityId);
  const result = [];
  for (const group of groups) {
    result.push({
      id: group.id,
      name: group.name,
      universities: presentUniversityOptions(await groupUniversities(db, group.id)),
    });
  }
  return result;
}
