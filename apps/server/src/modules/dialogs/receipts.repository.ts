import { and, eq, sql } from 'drizzle-orm';
import { RECEIPTS_MEMBER_LIMIT, type MemberReceipt } from '@quad/shared/contracts/dialogs';
import type { Db } from '../../core/db/client';
import { dialogMembers, dialogs } from '../../core/db/schema';
import { activeMember } from './dialogs.repository';

const receiptColumns = {
  user_id: dialogMembers.accountId,
  last_delivered_seq: dialogMembers.lastDeliveredSeq,
  last_read_seq: dialogMembers.lastReadSeq,
};

/**
 * Moves a member's delivered position forward to `seq` (never past the dialog's newest message,
 * never back). The member's receipt when it moved, undefined when nothing changed.
 */
export async function markDelivered(
  db: Db,
  dialogId: number,
  accountId: number,
  seq: number,
): Promise<MemberReceipt | undefined> {
  const target = sql`least(${seq}::bigint, (select ${dialogs.lastSeq} from ${dialogs} where ${dialogs.id} = ${dialogId}))`;
  const [row] = await db
    .update(dialogMembers)
    .set({ lastDeliveredSeq: target })
    .where(
      and(
        eq(dialogMembers.dialogId, dialogId),
        eq(dialogMembers.accountId, accountId),
        sql`${dialogMembers.lastDeliveredSeq} < ${target}`,
      ),
    )
    .returning(receiptColumns);
  return row;
}

/** Whether a dialog is small enough to keep and publish receipts (RECEIPTS_MEMBER_LIMIT). */
export async function keepsReceipts(db: Db, dialogId: number): Promise<boolean> {
  const rows = await db
    .select({ accountId: dialogMembers.accountId })
    .from(dialogMembers)
    .where(and(eq(dialogMembers.dialogId, dialogId), activeMember))
    .limit(RECEIPTS_MEMBER_LIMIT + 1);
  return rows.length <= RECEIPTS_MEMBER_LIMIT;
}

/** A member's delivered and read positions. */
export async function findReceipt(
  db: Db,
  dialogId: number,
  accountId: number,
): Promise<MemberReceipt | undefined> {
  const [row] = await db
    .select(receiptColumns)
    .from(dialogMembers)
    .where(and(eq(dialogMembers.dialogId, dialogId), eq(dialogMembers.accountId, accountId)));
  return row;
}
