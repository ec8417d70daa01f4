import { and, asc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';
import { ROLES } from '@quad/shared/roles';
import type { Db } from '../../core/db/client';
import {
  accounts,
  accountSubjects,
  ambassadorProfiles,
  dialogMembers,
  dialogs,
  spaces,
  universities,
  universityGroupMembers,
} from '../../core/db/schema';

export type SpaceRow = typeof spaces.$inferSelect;
type AccountRow = typeof accounts.$inferSelect;

/** The account behind a community session, with where it belongs. */
export async function findViewerAccount(db: Db, accountId: number) {
  const [row] = await db
    .select({
      id: accounts.id,
      roleKey: accounts.roleKey,
      universityId: accounts.universityId,
      universityGroupId: accounts.universityGroupId,
    })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), isNull(accounts.deletedAt)))
    .limit(1);
  return row;
}

/** Whether an account follows a subject, or has one on its ambassador profile (spec §4). */
export async function hasSubjects(db: Db, accountId: number): Promise<boolean> {
  const [followed] = await db
    .select({ one: sql`1` })
    .from(accountSubjects)
    .where(eq(accountSubjects.accountId, accountId))
    .limit(1);
  if (followed) return true;
  const [profile] = await db
    .select({ one: sql`1` })
    .from(ambassadorProfiles)
    .where(
      and(eq(ambassadorProfiles.accountId, accountId), isNotNull(ambassadorProfiles.subjectId)),
    )
    .limit(1);
  return profile !== undefined;
}

/** The universities of a group, in display order. */
export async function universityIdsOfGroup(db: Db, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ id: universityGroupMembers.universityId })
    .from(universityGroupMembers)
    .where(eq(universityGroupMembers.groupId, groupId))
    .orderBy(asc(universityGroupMembers.position), asc(universityGroupMembers.universityId));
  return rows.map((row) => row.id);
}

/** The groups a university belongs to. */
export async function groupIdsOfUniversity(db: Db, universityId: number): Promise<number[]> {
  const rows = await db
    .select({ id: universityGroupMembers.groupId })
    .from(universityGroupMembers)
    .where(eq(universityGroupMembers.universityId, universityId));
  return rows.map((row) => row.id);
}

/** One space by id. */
export async function findSpace(db: Db, id: number): Promise<SpaceRow | undefined> {
  const [row] = await db.select().from(spaces).where(eq(spaces.id, id)).limit(1);
  return row;
}

/** The spaces of some universities: each university's default first, then by name. */
export async function listSpaces(db: Db, universityIds: number[]): Promise<SpaceRow[]> {
  if (universityIds.length === 0) return [];
  return db
    .select()
    .from(spaces)
    .where(inArray(spaces.universityId, universityIds))
    .orderBy(asc(spaces.universityId), sql`${spaces.isDefault} desc`, asc(spaces.name));
}

/** The default space of a university. */
export async function findDefaultSpace(
  db: Db,
  universityId: number,
): Promise<SpaceRow | undefined> {
  const [row] = await db
    .select()
    .from(spaces)
    .where(and(eq(spaces.universityId, universityId), eq(spaces.isDefault, true)))
    .limit(1);
  return row;
}

/** Per space: people in at least one of its conversations, and its open public rooms. */
export async function spaceCounts(
  db: Db,
  spaceIds: number[],
): Promise<Map<number, { members: number; conversations: number }>> {
  const out = new Map<number, { members: number; conversations: number }>();
  if (spaceIds.length === 0) return out;
  for (const id of spaceIds) out.set(id, { members: 0, conversations: 0 });
  const members = await db
    .select({
      spaceId: dialogs.spaceId,
      count: sql<number>`count(distinct ${dialogMembers.accountId})::int`,
    })
    .from(dialogMembers)
    .innerJoin(dialogs, eq(dialogs.id, dialogMembers.dialogId))
    .where(
      and(
        inArray(dialogs.spaceId, spaceIds),
        isNull(dialogMembers.leftAt),
        eq(dialogMembers.isDetached, false),
      ),
    )
    .groupBy(dialogs.spaceId);
  const rooms = await db
    .select({ spaceId: dialogs.spaceId, count: sql<number>`count(*)::int` })
    .from(dialogs)
    .where(
      and(
        inArray(dialogs.spaceId, spaceIds),
        eq(dialogs.type, DIALOG_TYPES.groupChat),
        eq(dialogs.archived, false),
      ),
    )
    .groupBy(dialogs.spaceId);
  for (const row of members) {
    const entry = row.spaceId === null ? undefined : out.get(row.spaceId);
    if (entry) entry.members = row.count;
  }
  for (const row of rooms) {
    const entry = row.spaceId === null ? undefined : out.get(row.spaceId);
    if (entry) entry.conversations = row.count;
  }
  return out;
}

/** Universities by id, for names. */
export async function universityNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: universities.id, name: universities.name })
    .from(universities)
    .where(inArray(universities.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Subject ids of accounts: their ambassador profile's subject first, then those they follow. */
export async function subjectIdsOfAccounts(
  db: Db,
  accountIds: number[],
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  const unique = [...new Set(accountIds)];
  if (unique.length === 0) return out;
  const add = (accountId: number, subjectId: number) => {
    const list = out.get(accountId) ?? [];
    if (!list.includes(subjectId)) list.push(subjectId);
    out.set(accountId, list);
  };
  const profiles = await db
    .select({ accountId: ambassadorProfiles.accountId, subjectId: ambassadorProfiles.subjectId })
    .from(ambassadorProfiles)
    .where(inArray(ambassadorProfiles.accountId, unique));
  for (const row of profiles) if (row.subjectId !== null) add(row.accountId, row.subjectId);
  const followed = await db
    .select({ accountId: accountSubjects.accountId, subjectId: accountSubjects.subjectId })
    .from(accountSubjects)
    .where(inArray(accountSubjects.accountId, unique))
    .orderBy(asc(accountSubjects.createdAt), asc(accountSubjects.subjectId));
  for (const row of followed) add(row.accountId, row.subjectId);
  return out;
}

/** Ambassador profiles of accounts. */
export async function profilesOf(db: Db, accountIds: number[]) {
  const unique = [...new Set(accountIds)];
  if (unique.length === 0) return new Map<number, typeof ambassadorProfiles.$inferSelect>();
  const rows = await db
    .select()
    .from(ambassadorProfiles)
    .where(inArray(ambassadorProfiles.accountId, unique));
  return new Map(rows.map((row) => [row.accountId, row]));
}

const followsSubject: SQL = sql`exists (select 1 from ${accountSubjects} where ${accountSubjects.accountId} = ${accounts.id})`;

/** Accounts that may be listed: not deleted, not disabled. */
const listable: SQL = and(isNull(accounts.deletedAt), eq(accounts.isEnabled, true)) as SQL;

function nameMatches(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
  return sql`(${accounts.name} || ' ' || ${accounts.lastName}) ilike ${pattern}`;
}

/**
 * The published ambassadors of a university, or its community prospects (following at least
 * one subject, registered at the university or at a group it belongs to), by name.
 */
export async function listMembers(
  db: Db,
  kind: 'ambassadors' | 'prospects',
  scope: { universityId: number; groupIds: number[] },
  filter: { search?: string | undefined; limit: number; offset: number },
): Promise<{ rows: AccountRow[]; total: number }> {
  const ofKind =
    kind === 'ambassadors'
      ? and(
          eq(accounts.roleKey, ROLES.ambassador),
          eq(accounts.universityId, scope.universityId),
          sql`exists (select 1 from ${ambassadorProfiles} where ${ambassadorProfiles.accountId} = ${accounts.id} and ${ambassadorProfiles.isPublished})`,
        )
      : and(
          eq(accounts.roleKey, ROLES.prospect),
          followsSubject,
          or(
            eq(accounts.universityId, scope.universityId),
            scope.groupIds.length > 0
              ? and(
                  isNull(accounts.universityId),
                  inArray(accounts.universityGroupId, scope.groupIds),
                )
              : undefined,
          ),
        );
  const where = and(listable, ofKind, nameMatches(filter.search));
  const rows = await db
    .select()
    .from(accounts)
    .where(where)
    .orderBy(asc(accounts.name), asc(accounts.lastName), asc(accounts.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(accounts)
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}
