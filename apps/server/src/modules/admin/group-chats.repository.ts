import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';
import type { AdminGroupChatListQuery } from '@quad/shared/contracts/admin-group-chats';
import type { Db } from '../../core/db/client';
import type { Tx } from '../../core/db/transaction';
import { accounts, dialogMembers, dialogs } from '../../core/db/schema';
import { activeMember } from '../dialogs/dialogs.repository';
import { consolePersonColumns } from './people.repository';

export type GroupChatRow = typeof dialogs.$inferSelect & { membersCount: number };

const KIND_TYPES = { group: DIALOG_TYPES.groupChat, forum: DIALOG_TYPES.forum } as const;

function groupChatsOf(universityId: number): SQL {
  return and(
    eq(dialogs.universityId, universityId),
    inArray(dialogs.type, [DIALOG_TYPES.groupChat, DIALOG_TYPES.forum]),
  ) as SQL;
}

async function withCounts(db: Db | Tx, rows: (typeof dialogs.$inferSelect)[]) {
  if (rows.length === 0) return [];
  const counts = await db
    .select({ dialogId: dialogMembers.dialogId, total: count() })
    .from(dialogMembers)
    .where(
      and(
        inArray(
          dialogMembers.dialogId,
          rows.map((row) => row.id),
        ),
        activeMember,
      ),
    )
    .groupBy(dialogMembers.dialogId);
  const byId = new Map(counts.map((row) => [row.dialogId, row.total]));
  return rows.map((row) => ({ ...row, membersCount: byId.get(row.id) ?? 0 }));
}

/** A page of the university's group chats and forums, newest first. */
export async function findGroupChatPage(
  db: Db,
  universityId: number,
  query: AdminGroupChatListQuery,
): Promise<{ rows: GroupChatRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [groupChatsOf(universityId)];
  if (query.kind) conditions.push(eq(dialogs.type, KIND_TYPES[query.kind]));
  if (query.archived) conditions.push(eq(dialogs.archived, query.archived === 'true'));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(dialogs)
    .where(where)
    .orderBy(desc(dialogs.createdAt), desc(dialogs.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ total: count() }).from(dialogs).where(where);
  return { rows: await withCounts(db, rows), total: total?.total ?? 0 };
}

/** One group chat or forum of the university. */
export async function findGroupChat(
  db: Db | Tx,
  universityId: number,
  dialogId: number,
): Promise<GroupChatRow | undefined> {
  const rows = await db
    .select()
    .from(dialogs)
    .where(and(eq(dialogs.id, dialogId), groupChatsOf(universityId)))
    .limit(1);
  return (await withCounts(db, rows))[0];
}

/** A new group chat or forum. */
export async function insertGroupChat(tx: Tx, values: typeof dialogs.$inferInsert) {
  const [row] = await tx.insert(dialogs).values(values).returning();
  if (!row) throw new Error('group chat not inserted');
  return row;
}

/** Changes a group chat's name, description or private code. */
export async function updateGroupChat(
  tx: Tx,
  dialogId: number,
  values: Partial<Pick<typeof dialogs.$inferInsert, 'name' | 'description' | 'privateCode'>>,
): Promise<void> {
  await tx
    .update(dialogs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(dialogs.id, dialogId));
}

/** The active members of a group chat with their names and roles. */
export async function findGroupChatMembers(db: Db, dialogId: number) {
  return db
    .select(consolePersonColumns)
    .from(dialogMembers)
    .innerJoin(accounts, eq(accounts.id, dialogMembers.accountId))
    .where(and(eq(dialogMembers.dialogId, dialogId), activeMember))
    .orderBy(accounts.name, accounts.lastName, accounts.id);
}
