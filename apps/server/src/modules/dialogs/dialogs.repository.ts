import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import {
  accounts,
  dialogFeedback,
  dialogMembers,
  dialogs,
  messageReports,
} from '../../core/db/schema';

export type DialogRow = typeof dialogs.$inferSelect;
export type MemberRow = typeof dialogMembers.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
type DialogInsert = typeof dialogs.$inferInsert;
type DialogUpdate = Partial<
  Pick<
    DialogInsert,
    'archived' | 'closed' | 'adminClosed' | 'autoClose' | 'reported' | 'reportedReason' | 'feedback'
  >
>;
type MemberUpdate = Partial<
  Pick<
    typeof dialogMembers.$inferInsert,
    'leftAt' | 'isBlocked' | 'isDetached' | 'detachedBy' | 'isDisabled' | 'disabledReason'
  >
>;

/** Joined, not left, not removed. */
export const activeMember: SQL = and(
  isNull(dialogMembers.leftAt),
  eq(dialogMembers.isDetached, false),
) as SQL;

/** One dialog by id. */
export async function findDialog(db: Db, id: number): Promise<DialogRow | undefined> {
  const [row] = await db.select().from(dialogs).where(eq(dialogs.id, id)).limit(1);
  return row;
}

/** An account's membership row in a dialog, active or not. */
export async function findMembership(
  db: Db,
  dialogId: number,
  accountId: number,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(dialogMembers)
    .where(and(eq(dialogMembers.dialogId, dialogId), eq(dialogMembers.accountId, accountId)))
    .limit(1);
  return row;
}

/** A dialog and an account's membership row in it (active or not), in one statement. */
export async function findDialogWithMembership(
  db: Db,
  id: number,
  accountId: number,
): Promise<{ dialog: DialogRow; membership: MemberRow | null } | undefined> {
  const [row] = await db
    .select({ dialog: dialogs, membership: dialogMembers })
    .from(dialogs)
    .leftJoin(
      dialogMembers,
      and(eq(dialogMembers.dialogId, dialogs.id), eq(dialogMembers.accountId, accountId)),
    )
    .where(eq(dialogs.id, id))
    .limit(1);
  return row;
}

/** The caller's membership rows in several dialogs, by dialog id. */
export async function membershipsIn(
  db: Db,
  accountId: number,
  dialogIds: number[],
): Promise<Map<number, MemberRow>> {
  if (dialogIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(dialogMembers)
    .where(and(eq(dialogMembers.accountId, accountId), inArray(dialogMembers.dialogId, dialogIds)));
  return new Map(rows.map((row) => [row.dialogId, row]));
}

/** Active members of a dialog with their accounts, in the order they joined. */
export async function listActiveMembers(db: Db, dialogId: number) {
  return db
    .select({ member: dialogMembers, account: accounts })
    .from(dialogMembers)
    .innerJoin(accounts, eq(accounts.id, dialogMembers.accountId))
    .where(and(eq(dialogMembers.dialogId, dialogId), activeMember))
    .orderBy(dialogMembers.joinedAt, dialogMembers.accountId);
}

/** Number of active members of each dialog. */
export async function countActiveMembers(
  db: Db,
  dialogIds: number[],
): Promise<Map<number, number>> {
  if (dialogIds.length === 0) return new Map();
  const rows = await db
    .select({ dialogId: dialogMembers.dialogId, count: sql<number>`count(*)::int` })
    .from(dialogMembers)
    .where(and(inArray(dialogMembers.dialogId, dialogIds), activeMember))
    .groupBy(dialogMembers.dialogId);
  return new Map(rows.map((row) => [row.dialogId, row.count]));
}

/** Members of a role in several dialogs (active or not), with their accounts. */
export async function membersWithRole(db: Db, dialogIds: number[], roleKey: string) {
  if (dialogIds.length === 0) return [];
  return db
    .select({ member: dialogMembers, account: accounts })
    .from(dialogMembers)
    .innerJoin(accounts, eq(accounts.id, dialogMembers.accountId))
    .where(and(inArray(dialogMembers.dialogId, dialogIds), eq(dialogMembers.roleKey, roleKey)))
    .orderBy(dialogMembers.joinedAt, dialogMembers.accountId);
}

/** Inserts the individual dialog of a prospect–ambassador pair unless it exists; returns its id. */
export async function findOrInsertPairDialog(db: Db, values: DialogInsert): Promise<number> {
  const [inserted] = await db
    .insert(dialogs)
    .values(values)
    .onConflictDoNothing({ target: dialogs.pairKey, where: sql`pair_key is not null` })
    .returning({ id: dialogs.id });
  if (inserted) return inserted.id;
  const [existing] = await db
    .select({ id: dialogs.id })
    .from(dialogs)
    .where(eq(dialogs.pairKey, values.pairKey ?? ''))
    .limit(1);
  if (!existing) throw new Error('pair dialog vanished between insert and select');
  return existing.id;
}

/**
 * Makes accounts active members: new rows for newcomers, and people who had left or been
 * removed come back with their flags cleared. Returns the ids that were not active before;
 * one statement, so two concurrent calls cannot both count the same newcomer.
 */
export async function activateMembers(
  db: Db,
  dialogId: number,
  people: { id: number; roleKey: string }[],
): Promise<number[]> {
  if (people.length === 0) return [];
  const rows = await db
    .insert(dialogMembers)
    .values(people.map((person) => ({ dialogId, accountId: person.id, roleKey: person.roleKey })))
    .onConflictDoUpdate({
      target: [dialogMembers.dialogId, dialogMembers.accountId],
      set: {
        leftAt: null,
        isDetached: false,
        detachedBy: null,
        joinedAt: sql`now()`,
        // A returning member starts reading from now, not from their old position.
        lastReadSeq: sql`(select last_seq from dialogs where id = ${dialogId})`,
      },
      setWhere: or(isNotNull(dialogMembers.leftAt), eq(dialogMembers.isDetached, true)),
    })
    .returning({ accountId: dialogMembers.accountId });
  return rows.map((row) => row.accountId);
}

/** Changes a dialog's state flags. */
export async function updateDialog(db: Db, id: number, set: DialogUpdate): Promise<DialogRow> {
  const [row] = await db
    .update(dialogs)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(dialogs.id, id))
    .returning();
  if (!row) throw new Error(`dialog ${id} vanished`);
  return row;
}

/** Changes one membership's flags. */
export async function updateMember(
  db: Db,
  dialogId: number,
  accountId: number,
  set: MemberUpdate,
): Promise<void> {
  await db
    .update(dialogMembers)
    .set(set)
    .where(and(eq(dialogMembers.dialogId, dialogId), eq(dialogMembers.accountId, accountId)));
}

/** Records feedback about a dialog. */
export async function insertFeedback(db: Db, values: typeof dialogFeedback.$inferInsert) {
  const [row] = await db.insert(dialogFeedback).values(values).returning();
  if (!row) throw new Error('feedback not inserted');
  return row;
}

/** Records a prospect's report of a message; reporting the same message twice keeps one. */
export async function insertMessageReport(db: Db, values: typeof messageReports.$inferInsert) {
  await db.insert(messageReports).values(values).onConflictDoNothing();
}
