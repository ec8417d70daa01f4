import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ModerationKind } from '@quad/shared/contracts/admin-moderation';
import type { Db } from '../../core/db/client';
import type { Tx } from '../../core/db/transaction';
import {
  accounts,
  dialogMembers,
  dialogs,
  messageReports,
  messages,
  moderationDecisions,
} from '../../core/db/schema';
import { consolePersonColumns } from './people.repository';

export type DecisionInsert = typeof moderationDecisions.$inferInsert;
export type QueueAccount = Pick<
  typeof accounts.$inferSelect,
  'id' | 'name' | 'lastName' | 'email' | 'roleKey'
>;

/** The open items of a university as one ordered list: kind, id, dialog and when. */
function openItemsSql(universityId: number, kind: ModerationKind | undefined): SQL {
  const branches: SQL[] = [];
  if (!kind || kind === 'dialog_report') {
    branches.push(sql`
      select 'dialog_report' as kind, d.id as id, d.id as dialog_id, d.updated_at as at
      from dialogs d where d.university_id = ${universityId} and d.reported`);
  }
  if (!kind || kind === 'message_report') {
    branches.push(sql`
      select 'message_report' as kind, r.id as id, r.dialog_id as dialog_id, r.created_at as at
      from message_reports r join dialogs d on d.id = r.dialog_id
      where d.university_id = ${universityId} and r.resolved_at is null`);
  }
  if (!kind || kind === 'keyword_hit') {
    // A message an admin already decided about (hid it, dismissed the hit) has left the queue.
    branches.push(sql`
      select 'keyword_hit' as kind, m.id as id, m.dialog_id as dialog_id, m.created_at as at
      from messages m join dialogs d on d.id = m.dialog_id
      where d.university_id = ${universityId} and m.hide_keywords and m.deleted_at is null
        and not exists (select 1 from moderation_decisions x where x.message_id = m.id)`);
  }
  if (!kind || kind === 'safeguarding_flag') {
    branches.push(sql`
      select 'safeguarding_flag' as kind, m.id as id, m.dialog_id as dialog_id, m.created_at as at
      from messages m join dialogs d on d.id = m.dialog_id
      where d.university_id = ${universityId} and m.data ? 'contactDetailsHidden'
        and m.deleted_at is null
        and not exists (select 1 from moderation_decisions x where x.message_id = m.id)`);
  }
  return sql.join(branches, sql` union all `);
}

export interface QueueRef {
  kind: ModerationKind;
  id: number;
  dialogId: number;
}

/** A page of open items, newest first, and how many there are. */
export async function findOpenPage(
  db: Db,
  universityId: number,
  kind: ModerationKind | undefined,
  page: { limit: number; offset: number },
): Promise<QueueRef[]> {
  const result = await db.execute(sql`
    select kind, id, dialog_id from (${openItemsSql(universityId, kind)}) q
    order by at desc, id desc limit ${page.limit} offset ${page.offset}`);
  return (
    result as unknown as { rows: { kind: ModerationKind; id: number; dialog_id: number }[] }
  ).rows.map((row) => ({ kind: row.kind, id: Number(row.id), dialogId: Number(row.dialog_id) }));
}

/** Open items of each kind. */
export async function countOpen(db: Db | Tx, universityId: number) {
  const result = await db.execute(sql`
    select kind, count(*)::int as total from (${openItemsSql(universityId, undefined)}) q
    group by kind`);
  const counts = { dialog_report: 0, message_report: 0, keyword_hit: 0, safeguarding_flag: 0 };
  for (const row of (result as unknown as { rows: { kind: ModerationKind; total: number }[] })
    .rows) {
    counts[row.kind] = Number(row.total);
  }
  return counts;
}

/** The university's dialog with this id, or undefined. */
export async function findUniversityDialog(db: Db | Tx, universityId: number, dialogId: number) {
  const [row] = await db
    .select()
    .from(dialogs)
    .where(and(eq(dialogs.id, dialogId), eq(dialogs.universityId, universityId)));
  return row;
}

export async function findDialogsByIds(db: Db | Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(dialogs)
    .where(inArray(dialogs.id, [...ids]));
}

export async function findReportsByIds(db: Db | Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(messageReports)
    .where(inArray(messageReports.id, [...ids]));
}

export async function findMessagesByIds(db: Db | Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(messages)
    .where(inArray(messages.id, [...ids]));
}

export async function findAccountsByIds(
  db: Db | Tx,
  ids: readonly number[],
): Promise<QueueAccount[]> {
  if (ids.length === 0) return [];
  return db
    .select(consolePersonColumns)
    .from(accounts)
    .where(inArray(accounts.id, [...ids]));
}

/** The prospect members of dialogs: who a dialog report came from. */
export async function findProspectMembers(db: Db | Tx, dialogIds: readonly number[]) {
  if (dialogIds.length === 0) return [];
  return db
    .select({ dialogId: dialogMembers.dialogId, accountId: dialogMembers.accountId })
    .from(dialogMembers)
    .where(
      and(inArray(dialogMembers.dialogId, [...dialogIds]), eq(dialogMembers.roleKey, 'prospect')),
    )
    .orderBy(asc(dialogMembers.joinedAt));
}

export async function findMembers(db: Db | Tx, dialogId: number) {
  return db
    .select({
      accountId: dialogMembers.accountId,
      roleKey: dialogMembers.roleKey,
      isBlocked: dialogMembers.isBlocked,
      isDetached: dialogMembers.isDetached,
      isDisabled: dialogMembers.isDisabled,
      leftAt: dialogMembers.leftAt,
    })
    .from(dialogMembers)
    .where(eq(dialogMembers.dialogId, dialogId))
    .orderBy(asc(dialogMembers.joinedAt));
}

/** Messages of a dialog from seq `from` to `to`, in order. */
export async function findTranscript(db: Db | Tx, dialogId: number, from: number, to: number) {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.dialogId, dialogId), gte(messages.seq, from), lte(messages.seq, to)))
    .orderBy(asc(messages.seq));
}

/** The last messages of a dialog, in order. */
export async function findLastMessages(db: Db | Tx, dialogId: number, limit: number) {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.dialogId, dialogId))
    .orderBy(desc(messages.seq))
    .limit(limit);
  return rows.reverse();
}

export async function findDecisions(db: Db | Tx, dialogId: number) {
  return db
    .select({
      action: moderationDecisions.action,
      kind: moderationDecisions.kind,
      createdAt: moderationDecisions.createdAt,
      actorName: accounts.name,
      actorLastName: accounts.lastName,
    })
    .from(moderationDecisions)
    .leftJoin(accounts, eq(accounts.id, moderationDecisions.actorId))
    .where(eq(moderationDecisions.dialogId, dialogId))
    .orderBy(desc(moderationDecisions.id))
    .limit(20);
}

/** Whether a message already has a decision (a keyword hit leaves the queue with one). */
export async function hasDecisionForMessage(db: Db | Tx, messageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: moderationDecisions.id })
    .from(moderationDecisions)
    .where(eq(moderationDecisions.messageId, messageId))
    .limit(1);
  return row !== undefined;
}

export async function insertDecision(tx: Tx, values: DecisionInsert): Promise<void> {
  await tx.insert(moderationDecisions).values(values);
}

/** Clears a dialog's report flag; the reason is kept in the decision. */
export async function clearDialogReport(tx: Tx, dialogId: number): Promise<void> {
  await tx
    .update(dialogs)
    .set({ reported: false, updatedAt: sql`now()` })
    .where(eq(dialogs.id, dialogId));
}

export async function resolveMessageReport(tx: Tx, reportId: number): Promise<void> {
  await tx
    .update(messageReports)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(messageReports.id, reportId), isNull(messageReports.resolvedAt)));
}

/**
 * Hides a message from prospects the way keyword hiding does: every word of it is a hidden
 * keyword, so the presenter masks all of it. The original text stays for admins.
 */
export async function hideMessageText(tx: Tx, row: typeof messages.$inferSelect) {
  const [updated] = await tx
    .update(messages)
    .set({
      hideKeywords: true,
      data: { ...(row.data ?? {}), hiddenKeywords: [row.text], hiddenByAdmin: true },
    })
    .where(eq(messages.id, row.id))
    .returning();
  return updated!;
}
