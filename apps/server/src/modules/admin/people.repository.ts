import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { ROLES } from '@quad/shared/roles';
import type { TeamListQuery } from '@quad/shared/contracts/admin-people';
import type { Db } from '../../core/db/client';
import type { Tx } from '../../core/db/transaction';
import { accounts, ambassadorProfiles, dialogMembers } from '../../core/db/schema';

const ROLE_KEYS = { ambassador: ROLES.ambassador, admin: ROLES.admin } as const;

/** A person as the console lists them beside a chat, an event or a report. */
export const consolePersonColumns = {
  id: accounts.id,
  name: accounts.name,
  lastName: accounts.lastName,
  email: accounts.email,
  roleKey: accounts.roleKey,
};

const columns = {
  ...consolePersonColumns,
  isEnabled: accounts.isEnabled,
  isPublished: ambassadorProfiles.isPublished,
  createdAt: accounts.createdAt,
};
export type TeamRow = {
  id: number;
  name: string;
  lastName: string;
  email: string;
  roleKey: string;
  isEnabled: boolean;
  isPublished: boolean | null;
  createdAt: Date;
};

function teamOf(universityId: number): SQL {
  return and(
    eq(accounts.universityId, universityId),
    inArray(accounts.roleKey, [ROLES.ambassador, ROLES.admin]),
    isNull(accounts.deletedAt),
  ) as SQL;
}

/** `%term%` with LIKE's own characters taken literally. */
function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A page of a university's ambassadors and admins. */
export async function findTeamPage(db: Db, universityId: number, query: TeamListQuery) {
  const conditions: (SQL | undefined)[] = [teamOf(universityId)];
  if (query.role) conditions.push(eq(accounts.roleKey, ROLE_KEYS[query.role]));
  if (query.search) {
    const like = containing(query.search);
    conditions.push(
      or(ilike(accounts.name, like), ilike(accounts.lastName, like), ilike(accounts.email, like)),
    );
  }
  const where = and(...conditions);
  const order =
    query.sort === 'newest'
      ? [desc(accounts.createdAt), desc(accounts.id)]
      : [asc(accounts.name), asc(accounts.lastName), asc(accounts.id)];
  const rows = await db
    .select(columns)
    .from(accounts)
    .leftJoin(ambassadorProfiles, eq(ambassadorProfiles.accountId, accounts.id))
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ total: count() }).from(accounts).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** One ambassador or admin of the university. */
export async function findTeamMember(
  tx: Tx | Db,
  universityId: number,
  accountId: number,
): Promise<TeamRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(accounts)
    .leftJoin(ambassadorProfiles, eq(ambassadorProfiles.accountId, accounts.id))
    .where(and(eq(accounts.id, accountId), teamOf(universityId)))
    .limit(1);
  return row;
}

/** Disables or enables an account. */
export async function updateEnabled(tx: Tx, accountId: number, isEnabled: boolean): Promise<void> {
  await tx
    .update(accounts)
    .set({ isEnabled, updatedAt: new Date() })
    .where(eq(accounts.id, accountId));
}

/** The dialogs an account is still a member of. */
export async function findOpenDialogIdsOf(tx: Tx, accountId: number): Promise<number[]> {
  const rows = await tx
    .select({ dialogId: dialogMembers.dialogId })
    .from(dialogMembers)
    .where(and(eq(dialogMembers.accountId, accountId), isNull(dialogMembers.leftAt)));
  return rows.map((row) => row.dialogId);
}

export async function setPublished(tx: Tx, accountId: number, isPublished: boolean): Promise<void> {
  await tx
    .update(ambassadorProfiles)
    .set({ isPublished })
    .where(eq(ambassadorProfiles.accountId, accountId));
}
