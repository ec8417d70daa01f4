import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '@quad/shared/contracts/admin-webhooks';
import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';
import { ROLES } from '@quad/shared/roles';
import type { Db } from '../../core/db/client';

/** One event found in the tables, before it is fanned out to the receivers. */
export interface SourceEvent {
  /** Unique per event type: the webhook id is made from it, so finding it twice sends it once. */
  key: string;
  universityId: number;
  occurredAt: Date;
  data: Record<string, unknown>;
}

export interface SourceScan {
  events: SourceEvent[];
  /** Where the next scan starts. */
  cursor: number;
}

/** How many source rows one scan reads. */
const WINDOW = 500;
/**
 * Rows younger than this are read again on the next scan: a transaction that took an id earlier
 * may still commit after a later one (ids are not handed out in commit order).
 */
const SETTLE_SECONDS = 10;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const num = (value: unknown) => Number(value);
const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/**
 * The ids after the cursor, at most WINDOW: the last one bounds this scan, and the cursor moves
 * to the end of the settled run at the start of the window.
 */
async function idWindow(db: Db, table: 'accounts' | 'dialogs' | 'messages', cursor: number) {
  const rows = rowsOf(
    await db.execute(sql`
      select id, created_at < now() - make_interval(secs => ${SETTLE_SECONDS}) as settled
      from ${sql.identifier(table)} where id > ${cursor} order by id limit ${WINDOW}`),
  );
  let next = cursor;
  for (const row of rows) {
    if (row['settled'] !== true) break;
    next = num(row['id']);
  }
  const last = rows.length > 0 ? num(rows[rows.length - 1]!['id']) : cursor;
  return { from: cursor, to: last, next };
}

async function prospectsRegistered(db: Db, cursor: number): Promise<SourceScan> {
  const window = await idWindow(db, 'accounts', cursor);
  const rows = rowsOf(
    await db.execute(sql`
      select id, university_id, email, name, last_name, nationality_id, residence_country_id,
        utm, created_at
      from accounts
      where id > ${window.from} and id <= ${window.to} and role_key = ${ROLES.prospect}
        and university_id is not null and deleted_at is null
      order by id`),
  );
  return {
    cursor: window.next,
    events: rows.map((row) => ({
      key: String(row['id']),
      universityId: num(row['university_id']),
      occurredAt: date(row['created_at']),
      data: {
        prospect: {
          id: num(row['id']),
          email: row['email'],
          name: row['name'],
          last_name: row['last_name'],
          nationality_id: row['nationality_id'],
          residence_country_id: row['residence_country_id'],
          utm: row['utm'] ?? {},
        },
        university_id: num(row['university_id']),
        registered_at: date(row['created_at']).toISOString(),
      },
    })),
  };
}

async function dialogsCreated(db: Db, cursor: number): Promise<SourceScan> {
  const window = await idWindow(db, 'dialogs', cursor);
  const rows = rowsOf(
    await db.execute(sql`
      select id, university_id, created_by_account_id, first_ambassador_id, created_at
      from dialogs
      where id > ${window.from} and id <= ${window.to} and type = ${DIALOG_TYPES.individual}
        and university_id is not null
      order by id`),
  );
  return {
    cursor: window.next,
    events: rows.map((row) => ({
      key: String(row['id']),
      universityId: num(row['university_id']),
      occurredAt: date(row['created_at']),
      data: {
        dialog_id: num(row['id']),
        university_id: num(row['university_id']),
        prospect_id:
          row['created_by_account_id'] === null ? null : num(row['created_by_account_id']),
        ambassador_id: row['first_ambassador_id'] === null ? null : num(row['first_ambassador_id']),
        created_at: date(row['created_at']).toISOString(),
      },
    })),
  };
}

/** An ambassador's first written message in a one-to-one chat, after the prospect wrote. */
async function firstReplies(db: Db, cursor: number): Promise<SourceScan> {
  const window = await idWindow(db, 'messages', cursor);
  const rows = rowsOf(
    await db.execute(sql`
      select m.id, m.dialog_id, m.account_id, m.created_at, d.university_id,
        d.created_by_account_id as prospect_id,
        (select min(p.created_at) from messages p
          join dialog_members pm on pm.dialog_id = p.dialog_id and pm.account_id = p.account_id
          where p.dialog_id = m.dialog_id and pm.role_key = ${ROLES.prospect} and p.seq < m.seq
        ) as asked_at
      from messages m
      join dialogs d on d.id = m.dialog_id and d.type = ${DIALOG_TYPES.individual}
      join dialog_members am on am.dialog_id = m.dialog_id and am.account_id = m.account_id
        and am.role_key = ${ROLES.ambassador}
      where m.id > ${window.from} and m.id <= ${window.to} and m.type = 'text'
        and d.university_id is not null
        and not exists (
          select 1 from messages e
          join dialog_members em on em.dialog_id = e.dialog_id and em.account_id = e.account_id
          where e.dialog_id = m.dialog_id and em.role_key = ${ROLES.ambassador}
            and e.type = 'text' and e.seq < m.seq)
      order by m.id`),
  );
  return {
    cursor: window.next,
    events: rows
      .filter((row) => row['asked_at'] !== null)
      .map((row) => {
        const repliedAt = date(row['created_at']);
        const askedAt = date(row['asked_at']);
        return {
          key: String(row['dialog_id']),
          universityId: num(row['university_id']),
          occurredAt: repliedAt,
          data: {
            dialog_id: num(row['dialog_id']),
            message_id: num(row['id']),
            ambassador_id: num(row['account_id']),
            prospect_id: row['prospect_id'] === null ? null : num(row['prospect_id']),
            asked_at: askedAt.toISOString(),
            replied_at: repliedAt.toISOString(),
            first_reply_seconds: Math.max(
              0,
              Math.round((repliedAt.getTime() - askedAt.getTime()) / 1000),
            ),
          },
        };
      }),
  };
}

/**
 * Registrations have no id of their own; the cursor is a time in milliseconds, and the last
 * minute is read again each scan (the webhook id keeps repeats out).
 */
async function liveEventRegistrations(db: Db, cursor: number): Promise<SourceScan> {
  const rows = rowsOf(
    await db.execute(sql`
      select r.live_event_id, r.account_id, r.created_at, e.university_id, e.name,
        r.created_at < now() - make_interval(secs => ${SETTLE_SECONDS}) as settled
      from live_event_registrations r join live_events e on e.id = r.live_event_id
      where r.created_at > to_timestamp(${cursor / 1000}) - interval '1 minute'
        and e.university_id is not null
      order by r.created_at limit ${WINDOW}`),
  );
  let next = cursor;
  for (const row of rows) {
    if (row['settled'] !== true) break;
    next = Math.max(next, date(row['created_at']).getTime());
  }
  return {
    cursor: next,
    events: rows.map((row) => ({
      key: `${num(row['live_event_id'])}_${num(row['account_id'])}`,
      universityId: num(row['university_id']),
      occurredAt: date(row['created_at']),
      data: {
        live_event_id: num(row['live_event_id']),
        live_event_name: row['name'],
        prospect_id: num(row['account_id']),
        registered_at: date(row['created_at']).toISOString(),
      },
    })),
  };
}

/** Where each webhook event is read from. */
export const WEBHOOK_SOURCES: Record<
  WebhookEventType,
  (db: Db, cursor: number) => Promise<SourceScan>
> = {
  'prospect.registered': prospectsRegistered,
  'dialog.created': dialogsCreated,
  'message.first_reply': firstReplies,
  'live_event.registered': liveEventRegistrations,
};
