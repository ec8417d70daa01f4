import { and, asc, desc, eq, getTableColumns, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { accounts, dialogMembers, dialogs, messageReports, messages } from '../../core/db/schema';
import type { AccountRow } from './dialogs.repository';

export type MessageRow = typeof messages.$inferSelect;

/** Where a page of messages starts (spec §4's four directions, plus catch-up by seq). */
export type MessageCursor =
  | { kind: 'latest' }
  | { kind: 'before'; id: number }
  | { kind: 'after'; id: number }
  | { kind: 'around'; id: number }
  | { kind: 'afterSeq'; seq: number };

/** One page of a dialog's messages, oldest first. */
export async function pageMessages(
  db: Db,
  dialogId: number,
  cursor: MessageCursor,
  limit: number,
): Promise<MessageRow[]> {
  const inDialog = eq(messages.dialogId, dialogId);
  const newestDown = (where: ReturnType<typeof and>, take: number) =>
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.id))
      .limit(take)
      .then((rows) => rows.reverse());
  const oldestUp = (where: ReturnType<typeof and>, take: number) =>
    db.select().from(messages).where(where).orderBy(asc(messages.id)).limit(take);
  switch (cursor.kind) {
    case 'latest':
      return newestDown(and(inDialog), limit);
    case 'before':
      return newestDown(and(inDialog, lt(messages.id, cursor.id)), limit);
    case 'after':
      return oldestUp(and(inDialog, gt(messages.id, cursor.id)), limit);
    case 'afterSeq':
      return db
        .select()
        .from(messages)
        .where(and(inDialog, gt(messages.seq, cursor.seq)))
        .orderBy(asc(messages.seq))
        .limit(limit);
    case 'around': {
      // The message itself and the older half, then the newer half.
      const newer = Math.floor(limit / 2);
      const older = await newestDown(and(inDialog, lte(messages.id, cursor.id)), limit - newer);
      const after =
        newer > 0 ? await oldestUp(and(inDialog, gt(messages.id, cursor.id)), newer) : [];
      return [...older, ...after];
    }
  }
}

/** One message by id. */
export async function findMessage(db: Db, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

/** One message by id with its author's account (deleted or not). */
export async function findMessageWithAuthor(
  db: Db,
  id: number,
): Promise<{ row: MessageRow; author: AccountRow | null } | undefined> {
  const [found] = await db
    .select({ row: messages, author: accounts })
    .from(messages)
    .leftJoin(accounts, eq(accounts.id, messages.accountId))
    .where(eq(messages.id, id))
    .limit(1);
  return found;
}

/** Messages by id. */
export async function findMessages(db: Db, ids: number[]): Promise<MessageRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db.select().from(messages).where(inArray(messages.id, unique));
}

/** The message an account already sent with this client id, if any (idempotent sends). */
export async function findByClientMessageId(
  db: Db,
  dialogId: number,
  accountId: number,
  clientMessageId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.dialogId, dialogId),
        eq(messages.accountId, accountId),
        eq(messages.clientMessageId, clientMessageId),
      ),
    )
    .limit(1);
  return row;
}

/** Pins or unpins a message; answers the row as stored. */
export async function setPinned(db: Db, id: number, isPinned: boolean): Promise<MessageRow> {
  const [row] = await db.update(messages).set({ isPinned }).where(eq(messages.id, id)).returning();
  if (!row) throw new Error(`message ${id} vanished`);
  return row;
}

/** The newest message of each dialog (the one whose seq is the dialog's last_seq). */
export async function lastMessagesOf(db: Db, dialogIds: number[]): Promise<MessageRow[]> {
  if (dialogIds.length === 0) return [];
  const rows = await db
    .select({ message: messages })
    .from(messages)
    .innerJoin(dialogs, and(eq(dialogs.id, messages.dialogId), eq(messages.seq, dialogs.lastSeq)))
    .where(inArray(dialogs.id, dialogIds));
  return rows.map((row) => row.message);
}

/**
 * The newest `limit` messages of each dialog that an account has not read yet (after its
 * `last_read_seq`), oldest first within a dialog: one query for the whole chat box.
 */
export async function newestUnreadOf(
  db: Db,
  accountId: number,
  dialogIds: number[],
  limit: number,
): Promise<MessageRow[]> {
  if (dialogIds.length === 0) return [];
  const ranked = db
    .select({
      id: messages.id,
      rank: sql<number>`row_number() over (partition by ${messages.dialogId} order by ${messages.seq} desc)`.as(
        'rank',
      ),
    })
    .from(messages)
    .innerJoin(
      dialogMembers,
      and(
        eq(dialogMembers.dialogId, messages.dialogId),
        eq(dialogMembers.accountId, accountId),
        gt(messages.seq, dialogMembers.lastReadSeq),
      ),
    )
    .where(inArray(messages.dialogId, dialogIds))
    .as('ranked');
  return db
    .select(getTableColumns(messages))
    .from(messages)
    .innerJoin(ranked, eq(ranked.id, messages.id))
    .where(lte(ranked.rank, limit))
    .orderBy(asc(messages.dialogId), asc(messages.seq));
}

/** Ids among these messages that someone has reported. */
export async function reportedMessageIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: messageReports.messageId })
    .from(messageReports)
    .where(inArray(messageReports.messageId, ids));
  return new Set(rows.map((row) => row.id));
}

/**
 * Moves a member's read position forward (never back, never past the dialog's last message);
 * answers the position it ends at, or undefined when the account is not a member.
 */
export async function markRead(
  db: Db,
  dialogId: number,
  accountId: number,
  seq: number,
): Promise<number | undefined> {
  const read = sql`greatest(${dialogMembers.lastReadSeq}, least(${seq}::bigint, (select ${dialogs.lastSeq} from ${dialogs} where ${dialogs.id} = ${dialogId})))`;
  const [row] = await db
    .update(dialogMembers)
    // What was read was delivered.
    .set({
      lastReadSeq: read,
      lastDeliveredSeq: sql`greatest(${dialogMembers.lastDeliveredSeq}, ${read})`,
    })
    .where(and(eq(dialogMembers.dialogId, dialogId), eq(dialogMembers.accountId, accountId)))
    .returning({ lastReadSeq: dialogMembers.lastReadSeq });
  return row?.lastReadSeq;
}
