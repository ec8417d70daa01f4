import { inArray, notInArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { COUNTRIES } from '@quad/shared/data/countries';
import { PROFILE_TYPE_LIST } from '@quad/shared/data/profile-types';
import { SUBJECTS } from '@quad/shared/data/subjects';
import type { ContentListQuery } from '@quad/shared/contracts/content';
import { ambassadorProfiles } from '../../core/db/schema';

/** Words of a search term: letters and digits only, so nothing a visitor types is tsquery syntax. */
function wordsOf(term: string): string[] {
  return (
    term
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/**
 * The `to_tsquery` text of search terms: the words of one term must all match (each also as a
 * prefix, so "comp sci" finds "Computer Science"), and any one term may match. Null when the
 * terms hold no word at all.
 */
export function tsQueryText(terms: readonly string[]): string | null {
  const groups = terms
    .map((term) => wordsOf(term).map((word) => `${word}:*`))
    .filter((words) => words.length > 0)
    .map((words) => `(${words.join(' & ')})`);
  return groups.length > 0 ? groups.join(' | ') : null;
}

/**
 * Full-text match of a `search_vector` column ('english' configuration, so "studying" finds
 * "study"); a term without words matches nothing rather than everything.
 */
export function fullTextMatch(vector: AnyColumn, terms: readonly string[]): SQL {
  const text = tsQueryText(terms);
  if (text === null) return sql`false`;
  return sql`${vector} @@ to_tsquery('english'::regconfig, ${text})`;
}

/** A LIKE pattern that finds the term literally, whatever `%`, `_` or `\` it holds. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Case-insensitive substring match of any term in any of the columns (small tables only). */
export function textMatch(columns: readonly AnyColumn[], terms: readonly string[]): SQL {
  const parts = terms.flatMap((term) =>
    columns.map((column) => sql`${column} ilike ${likePattern(term)}`),
  );
  return or(...parts) ?? sql`false`;
}

/** Reference entries whose name contains a term (three letters at least, to stay precise). */
function idsNamed(list: readonly { id: number; name: string }[], terms: readonly string[]) {
  const wanted = terms.map((term) => term.toLocaleLowerCase()).filter((term) => term.length >= 3);
  return list
    .filter((entry) => wanted.some((term) => entry.name.toLocaleLowerCase().includes(term)))
    .map((entry) => entry.id);
}

/**
 * An ambassador profile found by subject or home country name, even when its `search_text`
 * has not been rebuilt since the subject or country changed.
 */
export function profileNamedMatch(terms: readonly string[]): SQL | undefined {
  const subjectIds = idsNamed(SUBJECTS, terms);
  const countryIds = idsNamed(COUNTRIES, terms);
  const parts = [
    subjectIds.length > 0 ? inArray(ambassadorProfiles.subjectId, subjectIds) : undefined,
    countryIds.length > 0 ? inArray(ambassadorProfiles.countryId, countryIds) : undefined,
  ];
  return or(...parts);
}

/** The people filters of a list (home country, profile type, subject) on ambassador profiles. */
export function peopleFilter(query: ContentListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.countryIds?.length) {
    conditions.push(inArray(ambassadorProfiles.countryId, query.countryIds));
  }
  if (query.subjectIds?.length) {
    conditions.push(inArray(ambassadorProfiles.subjectId, query.subjectIds));
  }
  if (query.profileTypeIds?.length) {
    const wanted = new Set(query.profileTypeIds);
    const keys = PROFILE_TYPE_LIST.filter((type) => wanted.has(type.id)).map((type) => type.key);
    conditions.push(keys.length > 0 ? inArray(ambassadorProfiles.profileType, keys) : sql`false`);
  }
  return conditions;
}

/**
 * A random order that stays the same for one seed: rows are sorted by a hash of the seed and
 * their id, so page 2 continues page 1 without repeats, and another visitor gets another order.
 */
export function seededOrder(id: AnyColumn, seed: string): SQL {
  return sql`md5(${seed}::text || ':' || ${id}::text)`;
}

/**
 * A list's search conditions: the widget's prefilter and the person's terms, each matched by
 * `search`, and the ids the list leaves out (`id`).
 */
export function searchConditions(
  query: ContentListQuery,
  search: (terms: readonly string[]) => SQL | undefined,
  id: AnyColumn,
): Array<SQL | undefined> {
  const conditions: Array<SQL | undefined> = [];
  if (query.prefilterItems?.length) conditions.push(search(query.prefilterItems));
  if (query.searchItems?.length) conditions.push(search(query.searchItems));
  if (query.excludeIds?.length) conditions.push(notInArray(id, query.excludeIds));
  return conditions;
}
