import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import type { Tx } from '../../core/db/transaction';
import { accounts, dialogMembers, dialogs, offlineNotices } from '../../core/db/schema';

type Executor = Db | Tx;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
export type OfflineNoticeRow = typeof offlineNotices.$inferSelect;

/**
 * Opens (or widens) a notice window for each member who has not read a new message of a
 * prospect–ambassador chat: one open window per member and dialog, so a burst is one notice.
 * A message already covered by a window, read, or not from a person (system, special types
 * 4/5/6) opens nothing. Idempotent: the outbox may hand the same message over again.
 */
export async function openNoticeWindows(
  db: Executor,
  message: { dialogId: number; seq: number },
  delayMinutes: number,
): Promise<number> {
  const result = await db.execute(sql`
    insert into offline_notices (account_id, dialog_id, from_seq, to_seq, sender_id, due_at)
    select m.account_id, m.dialog_id, msg.seq, msg.seq, msg.account_id,
           msg.created_at + make_interval(mins => ${delayMinutes}::int)
      from messages msg
      join dialogs d on d.id = msg.dialog_id
      join dialog_members m on m.dialog_id = msg.dialog_id
     where msg.dialog_id = ${message.dialogId} and msg.seq = ${message.seq}
       and d.type = 1 and d.space_id is null
       and msg.account_id is not null and msg.deleted_at is null
       and msg.type not in ('4', '5', '6')
       and m.account_id <> msg.account_id and m.left_at is null and not m.is_detached
       and m.last_read_seq < msg.seq
       and not exists (
         select 1 from offline_notices n
          where n.account_id = m.account_id and n.dialog_id = m.dialog_id and n.to_seq >= msg.seq)
    on conflict (account_id, dialog_id) where settled_at is null
    do update set to_seq = greatest(offline_notices.to_seq, excluded.to_seq),
                  sender_id = excluded.sender_id
    returning id`);
  return rowsOf(result).length;
}

/**
 * The same as openNoticeWindows for every message the outbox published in the last
 * `withinMinutes`, in one statement: windows a crash left unopened are opened late, never lost.
 */
export async function openWindowsFromOutbox(
  db: Executor,
  withinMinutes: number,
  delayMinutes: number,
): Promise<number> {
  const result = await db.execute(sql`
    with published as (
      select (payload->>'dialog_id')::int as dialog_id, (payload->>'seq')::bigint as seq
        from events_outbox
       where topic like 'dialogs:%:messages:new'
         and created_at > now() - make_interval(mins => ${withinMinutes}::int)
         and jsonb_typeof(payload->'dialog_id') = 'number'
         and jsonb_typeof(payload->'seq') = 'number'),
    unseen as (
      select m.account_id, msg.dialog_id, msg.seq, msg.account_id as sender_id, msg.created_at
        from published p
        join messages msg on msg.dialog_id = p.dialog_id and msg.seq = p.seq
        join dialogs d on d.id = msg.dialog_id
        join dialog_members m on m.dialog_id = msg.dialog_id
       where d.type = 1 and d.space_id is null
         and msg.account_id is not null and msg.deleted_at is null
         and msg.type not in ('4', '5', '6')
         and m.account_id <> msg.account_id and m.left_at is null and not m.is_detached
         and m.last_read_seq < msg.seq
         and not exists (
           select 1 from offline_notices n
            where n.account_id = m.account_id and n.dialog_id = m.dialog_id
              and n.to_seq >= msg.seq))
    insert into offline_notices (account_id, dialog_id, from_seq, to_seq, sender_id, due_at)
    select account_id, dialog_id, min(seq), max(seq),
           (array_agg(sender_id order by seq desc))[1],
           min(created_at) + make_interval(mins => ${delayMinutes}::int)
      from unseen
     group by account_id, dialog_id
    on conflict (account_id, dialog_id) where settled_at is null
    do update set to_seq = greatest(offline_notices.to_seq, excluded.to_seq),
                  sender_id = excluded.sender_id
    returning id`);
  return rowsOf(result).length;
}

/**
 * Claims due notices for this node: a short lease, so a node that dies mid-send leaves them to
 * another after it; `SKIP LOCKED` keeps two nodes off the same row.
 */
export async function claimDueNotices(
  db: Executor,
  now: Date,
  limit: number,
  leaseSeconds: number,
): Promise<OfflineNoticeRow[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    update offline_notices
       set claimed_until = ${at}::timestamptz + make_interval(secs => ${leaseSeconds}::int),
           attempts = attempts + 1
     where id in (
       select id from offline_notices
        where settled_at is null and due_at <= ${at}::timestamptz
          and (claimed_until is null or claimed_until < ${at}::timestamptz)
        order by due_at
        limit ${limit}
        for update skip locked)
    returning id`);
  const ids = rowsOf<{ id: number }>(result).map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(offlineNotices)
    .where(
      sql`${offlineNotices.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
}

/** Settles a notice: sent by a method, or skipped with the reason. Only an open one. */
export async function settleNotice(db: Executor, id: number, outcome: string): Promise<boolean> {
  const rows = await db
    .update(offlineNotices)
    .set({ outcome, settledAt: sql`now()`, claimedUntil: null, error: null })
    .where(and(eq(offlineNotices.id, id), sql`${offlineNotices.settledAt} is null`))
    .returning({ id: offlineNotices.id });
  return rows.length > 0;
}

/** Leaves a notice for later: after quiet hours, or a retry after a failure. */
export async function postponeNotice(
  db: Executor,
  id: number,
  until: Date,
  error: string | null,
): Promise<void> {
  await db
    .update(offlineNotices)
    .set({ dueAt: until, claimedUntil: null, error })
    .where(eq(offlineNotices.id, id));
}

/** What a notice needs to know of its member, dialog and sender. */
export async function noticeContext(db: Executor, notice: OfflineNoticeRow) {
  const [member] = await db
    .select({
      lastReadSeq: dialogMembers.lastReadSeq,
      leftAt: dialogMembers.leftAt,
      isDetached: dialogMembers.isDetached,
      universityId: dialogs.universityId,
      archived: dialogs.archived,
    })
    .from(dialogMembers)
    .innerJoin(dialogs, eq(dialogs.id, dialogMembers.dialogId))
    .where(
      and(
        eq(dialogMembers.dialogId, notice.dialogId),
        eq(dialogMembers.accountId, notice.accountId),
      ),
    );
  const [account] = await db.select().from(accounts).where(eq(accounts.id, notice.accountId));
  const [sender] = notice.senderId
    ? await db
        .select({ name: accounts.name, lastName: accounts.lastName })
        .from(accounts)
        .where(eq(accounts.id, notice.senderId))
    : [];
  return { member, account, sender };
}

/**
 * Opens a settled notice again after its text message failed, so it is retried; when a newer
 * window of the same chat is already open, that one carries the news and this stays settled.
 */
export async function reopenNotice(db: Executor, id: number): Promise<void> {
  await db.execute(sql`
    update offline_notices set settled_at = null, outcome = null
     where id = ${id}
       and not exists (
         select 1 from offline_notices other
          where other.account_id = offline_notices.account_id
            and other.dialog_id = offline_notices.dialog_id
            and other.settled_at is null)`);
}
