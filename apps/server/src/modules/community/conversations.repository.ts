import { and, desc, eq, gt, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';
import type { Db } from '../../core/db/client';
import { accounts, dialogMembers, dialogs } from '../../core/db/schema';
import { activeMember, type AccountRow, type DialogRow } from '../dialogs/dialogs.repository';

interface Page {
  rows: DialogRow[];
  total: number;
}

const newestFirst = [desc(dialogs.lastActivity), desc(dialogs.id)];

async function page(db: Db, where: SQL | undefined, paging: { limit: number; offset: number }) {
  const rows = await db
    .select()
    .from(dialogs)
    .where(where)
    .orderBy(...newestFirst)
    .limit(paging.limit)
    .offset(paging.offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(dialogs)
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The pair key of two people's personal conversation in a space (lower id first). */
export function personalPairKey(spaceId: number, a: number, b: number): string {
  return `space:${spaceId}:${Math.min(a, b)}:${Math.max(a, b)}`;
}

/** A space's open public rooms, optionally about one subject or matching words. */
export function listRooms(
  db: Db,
  filter: {
    spaceId: number;
    subjectId?: number | undefined;
    search?: string | undefined;
    limit: number;
    offset: number;
  },
): Promise<Page> {
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return page(
    db,
    and(
      eq(dialogs.spaceId, filter.spaceId),
      eq(dialogs.type, DIALOG_TYPES.groupChat),
      eq(dialogs.archived, false),
      filter.subjectId === undefined ? undefined : eq(dialogs.subjectId, filter.subjectId),
      pattern ? or(ilike(dialogs.name, pattern), ilike(dialogs.description, pattern)) : undefined,
    ),
    filter,
  );
}

/**
 * The community conversations an account is an active member of, in some spaces: rooms it
 * joined, and personal conversations once they have a message (or it started them).
 */
export function listMemberConversations(
  db: Db,
  accountId: number,
  filter: { spaceIds: number[] | null; limit: number; offset: number },
): Promise<Page> {
  const member = sql`exists (select 1 from ${dialogMembers} where ${dialogMembers.dialogId} = ${dialogs.id} and ${dialogMembers.accountId} = ${accountId} and ${activeMember})`;
  return page(
    db,
    and(
      isNotNull(dialogs.spaceId),
      filter.spaceIds === null ? undefined : inArray(dialogs.spaceId, filter.spaceIds),
      inArray(dialogs.type, [DIALOG_TYPES.groupChat, DIALOG_TYPES.individual]),
      eq(dialogs.archived, false),
      member,
      or(
        ne(dialogs.type, DIALOG_TYPES.individual),
        gt(dialogs.lastSeq, 0),
        eq(dialogs.createdByAccountId, accountId),
      ),
    ),
    filter,
  );
}

/** The most recently active personal conversation among these pair keys. */
export async function findPersonalConversation(
  db: Db,
  pairKeys: string[],
): Promise<DialogRow | undefined> {
  if (pairKeys.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(dialogs)
    .where(and(inArray(dialogs.pairKey, pairKeys), isNotNull(dialogs.spaceId)))
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

/** For each conversation, its active members other than the viewer, with their accounts. */
export async function othersIn(
  db: Db,
  dialogIds: number[],
  viewerId: number,
): Promise<Map<number, AccountRow>> {
  const out = new Map<number, AccountRow>();
  if (dialogIds.length === 0) return out;
  const rows = await db
    .select({ dialogId: dialogMembers.dialogId, account: accounts })
    .from(dialogMembers)
    .innerJoin(accounts, eq(accounts.id, dialogMembers.accountId))
    .where(
      and(
        inArray(dialogMembers.dialogId, dialogIds),
        ne(dialogMembers.accountId, viewerId),
        activeMember,
      ),
    )
    .orderBy(dialogMembers.joinedAt, dialogMembers.accountId);
  for (const row of rows) if (!out.has(row.dialogId)) out.set(row.dialogId, row.account);
  return out;
}
