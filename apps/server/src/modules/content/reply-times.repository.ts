import { sql } from 'drizzle-orm';
import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';
import { ROLES } from '@quad/shared/roles';
import type { Db } from '../../core/db/client';
import { dialogMembers, dialogs, messages } from '../../core/db/schema';

/** Fewer first replies than this in the window and an ambassador shows no reply time. */
export const REPLY_TIME_MIN_SAMPLES = 5;
export const REPLY_TIME_WINDOW_DAYS = 30;

/**
 * How fast each ambassador typically answers, in seconds: the median, over one-to-one chats
 * whose prospect first wrote in the last 30 days, of the time from that first message to the
 * ambassador's first reply after it (one sample a chat; unanswered chats have none). Ambassadors
 * with fewer than 5 samples are left out. One statement for all of `ambassadorIds`.
 */
export async function replyMedians(
  db: Db,
  ambassadorIds: readonly number[],
  now: Date = new Date(),
): Promise<Map<number, number>> {
  if (ambassadorIds.length === 0) return new Map();
  const ids = sql.join(
    ambassadorIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const since = new Date(now.getTime() - REPLY_TIME_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const result = await db.execute(sql`
    with chats as (
      select ${dialogMembers.dialogId} as dialog_id, ${dialogMembers.accountId} as ambassador_id
      from ${dialogMembers}
      join ${dialogs} on ${dialogs.id} = ${dialogMembers.dialogId}
      where ${dialogMembers.accountId} in (${ids}) and ${dialogs.type} = ${DIALOG_TYPES.individual}
    ), asked as (
      select c.dialog_id, c.ambassador_id, min(${messages.createdAt}) as asked_at
      from chats c
      join ${messages} on ${messages.dialogId} = c.dialog_id
      join ${dialogMembers} p on p.dialog_id = c.dialog_id and p.account_id = ${messages.accountId}
      where p.role_key = ${ROLES.prospect} and ${messages.deletedAt} is null
      group by c.dialog_id, c.ambassador_id
    ), answered as (
      select a.ambassador_id,
        extract(epoch from min(${messages.createdAt}) - a.asked_at) as seconds
      from asked a
      join ${messages} on ${messages.dialogId} = a.dialog_id
        and ${messages.accountId} = a.ambassador_id
        and ${messages.createdAt} > a.asked_at
      where a.asked_at >= ${since.toISOString()}::timestamptz
        and a.asked_at <= ${now.toISOString()}::timestamptz
      group by a.dialog_id, a.ambassador_id, a.asked_at
    )
    select ambassador_id, percentile_cont(0.5) within group (order by seconds) as median
    from answered
    group by ambassador_id
    having count(*) >= ${REPLY_TIME_MIN_SAMPLES}
  `);
  const { rows } = result as unknown as { rows: { ambassador_id: number; median: number }[] };
  return new Map(rows.map((row) => [Number(row.ambassador_id), Math.round(Number(row.median))]));
}

/** Rows of ambassadors with their typical reply time (null: too few replies to tell). */
export async function withReplyTimes<R extends { id: number }>(
  db: Db,
  rows: R[],
): Promise<(R & { replySeconds: number | null })[]> {
  const medians = await replyMedians(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, replySeconds: medians.get(row.id) ?? null }));
}
