import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { accounts, ambassadorProfiles } from '../../core/db/schema';
import { orderOf, pageOf, type ListParams } from './list-params';
import {
  fullTextMatch,
  peopleFilter,
  profileNamedMatch,
  searchConditions,
  seededOrder,
} from './search.repository';
import { activeAccount, ofUniversities } from './visibility.repository';

/** The columns an ambassador card is made of. */
const cardColumns = {
  id: accounts.id,
  name: accounts.name,
  lastName: accounts.lastName,
  avatarKey: accounts.avatarKey,
  color: accounts.color,
  universityId: ambassadorProfiles.universityId,
  profileType: ambassadorProfiles.profileType,
  subjectId: ambassadorProfiles.subjectId,
  countryId: ambassadorProfiles.countryId,
  yearOfStudy: ambassadorProfiles.yearOfStudy,
  graduationYear: ambassadorProfiles.graduationYear,
  jobTitle: ambassadorProfiles.jobTitle,
  bio: ambassadorProfiles.bio,
  languages: ambassadorProfiles.languages,
  interests: ambassadorProfiles.interests,
};

/** An ambassador a widget may show: published profile of an enabled, not deleted account. */
export function visibleAmbassador(universityIds: number[]): SQL {
  return and(
    ofUniversities(ambassadorProfiles.universityId, universityIds),
    eq(ambassadorProfiles.isPublished, true),
    activeAccount(),
  ) as SQL;
}

/** Search condition on ambassador profiles: full text, or a subject or country named. */
export function ambassadorSearch(terms: readonly string[]): SQL {
  return or(fullTextMatch(ambassadorProfiles.searchVector, terms), profileNamedMatch(terms)) as SQL;
}

function listConditions(params: ListParams): SQL {
  const { query } = params;
  return and(
    visibleAmbassador(params.universityIds),
    ...peopleFilter(query),
    ...searchConditions(query, ambassadorSearch, accounts.id),
  ) as SQL;
}

function orderBy(params: ListParams): SQL[] {
  switch (orderOf(params.query, 'random')) {
    case 'newest':
      return [desc(ambassadorProfiles.createdAt), desc(accounts.id)];
    case 'oldest':
      return [asc(ambassadorProfiles.createdAt), asc(accounts.id)];
    case 'name':
      return [asc(accounts.name), asc(accounts.lastName), asc(accounts.id)];
    default:
      return [seededOrder(accounts.id, params.seed), asc(accounts.id)];
  }
}

/**
 * A page of visible ambassadors matching the filters and search. With the total, the matches
 * are found, counted and ordered as bare ids (the search runs on the indexes: full text,
 * subject, country) and only the page's rows are joined to their cards, so a search matching
 * thousands carries 4-byte ids through its sort, not whole cards: one statement, unless the
 * page lies past the last row.
 */
export async function listAmbassadors(db: Db, params: ListParams) {
  const where = listConditions(params);
  const countAll = () =>
    db
      .select({ total: count() })
      .from(ambassadorProfiles)
      .innerJoin(accounts, eq(accounts.id, ambassadorProfiles.accountId))
      .where(where);
  if (!params.withTotal) {
    const rows = await db
      .select(cardColumns)
      .from(ambassadorProfiles)
      .innerJoin(accounts, eq(accounts.id, ambassadorProfiles.accountId))
      .where(where)
      .orderBy(...orderBy(params))
      .limit(params.limit)
      .offset(params.offset);
    return pageOf(rows, params, countAll);
  }
  const page = db
    .select({ id: accounts.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(ambassadorProfiles)
    .innerJoin(accounts, eq(accounts.id, ambassadorProfiles.accountId))
    .where(where)
    .orderBy(...orderBy(params))
    .limit(params.limit)
    .offset(params.offset)
    .as('page');
  // The outer order repeats the inner one over the page's few rows (its columns are the same).
  const counted = await db
    .select({ ...cardColumns, total: page.total })
    .from(page)
    .innerJoin(accounts, eq(accounts.id, page.id))
    .innerJoin(ambassadorProfiles, eq(ambassadorProfiles.accountId, page.id))
    .orderBy(...orderBy(params));
  const rows = counted.map(({ total: _total, ...row }) => row);
  if (counted.length > 0) return { rows, total: Number(counted[0]!.total) };
  return pageOf(rows, params, countAll);
}

/** One visible ambassador of these universities. */
export async function findAmbassador(db: Db, accountId: number, universityIds: number[]) {
  const [row] = await db
    .select(cardColumns)
    .from(ambassadorProfiles)
    .innerJoin(accounts, eq(accounts.id, ambassadorProfiles.accountId))
    .where(and(eq(accounts.id, accountId), visibleAmbassador(universityIds)))
    .limit(1);
  return row;
}

/** How many visible ambassadors a university has. */
export async function countAmbassadors(db: Db, universityIds: number[]): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(ambassadorProfiles)
    .innerJoin(accounts, eq(accounts.id, ambassadorProfiles.accountId))
    .where(visibleAmbassador(universityIds));
  return counted?.total ?? 0;
}

export type AmbassadorRow = NonNullable<Awaited<ReturnType<typeof findAmbassador>>>;

/** Whether the account exists, is enabled and is not deleted (a token outlives a deletion). */
export async function isActiveAccount(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.id, accountId), eq(accounts.isEnabled, true), isNull(accounts.deletedAt)),
    )
    .limit(1);
  return row !== undefined;
}
