import { sql } from 'drizzle-orm';
import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';
import { ROLES } from '@quad/shared/roles';
import type { Db } from '../../core/db/client';
import type { Tx } from '../../core/db/transaction';

/** An ambassador's chats and how quickly they first answer. */
export interface AmbassadorStats {
  chats: number;
  /** Median seconds from a prospect's first message to the ambassador's first answer after it. */
  medianFirstReplySeconds: number | null;
}

interface StatsRow {
  ambassador_id: number;
  chats: number;
  median_seconds: number | string | null;
}

/**
 * Per ambassador, over their one-to-one chats: how many there are, and the median time from
 * the prospect's first message to the ambassador's first message after it (messages sent on
 * their behalf, 'autotext', are not answers). Chats the prospect never wrote in, or the
 * ambassador has not answered yet, count as chats but not towards the median.
 */
export async function findAmbassadorStats(
  db: Db | Tx,
  ambassadorIds: readonly number[],
): Promise<Map<number, AmbassadorStats>> {
  const stats = new Map<number, AmbassadorStats>();
  if (ambassadorIds.length === 0) return stats;
  const ids = sql.join(
    ambassadorIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with chats as (
      select member.account_id as ambassador_id, member.dialog_id,
        (select min(m.seq) from messages m
          join dialog_members p on p.dialog_id = m.dialog_id and p.account_id = m.account_id
          where m.dialog_id = member.dialog_id and p.role_key = ${ROLES.prospect}
            and m.deleted_at is null) as asked_seq
      from dialog_members member
      join dialogs d on d.id = member.dialog_id and d.type = ${DIALOG_TYPES.individual}
      where member.account_id in (${ids})
    ),
    waits as (
      select chats.ambassador_id, chats.dialog_id,
        (select min(m.created_at) from messages m
          where m.dialog_id = chats.dialog_id and m.account_id = chats.ambassador_id
            and m.seq > chats.asked_seq and m.type <> 'autotext')
        - (select m.created_at from messages m
            where m.dialog_id = chats.dialog_id and m.seq = chats.asked_seq) as wait
      from chats
    )
    select ambassador_id, count(*)::int as chats,
      percentile_cont(0.5) within group (order by extract(epoch from wait)) as median_seconds
    from waits group by ambassador_id
  `);
  for (const row of (result as unknown as { rows: StatsRow[] }).rows) {
    const median = row.median_seconds === null ? null : Number(row.median_seconds);
    stats.set(Number(row.ambassador_id), {
      chats: Number(row.chats),
      medianFirstReplySeconds: median === null ? null : Math.round(median),
    });
  }
  return stats;
}
