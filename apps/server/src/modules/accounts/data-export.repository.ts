import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client';

export type ExportRow = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: ExportRow[] }).rows;

/** At most this many messages go into one export (a person rarely writes more). */
const EXPORT_MESSAGE_LIMIT = 50_000;

/** One part of an export: what it selects, and which columns name the person and the university. */
interface ExportTable {
  select: SQL;
  account: SQL;
  /** The part's university; a part without one (sign-in identities) is the person's in every export. */
  university?: SQL;
  order: SQL;
  limit?: number;
}

/** The parts of an export, in the order the document lists them. */
const EXPORT_TABLES = {
  answers: {
    select: sql`select q.university_id, q.question, qa.answer, qa.created_at, qa.updated_at
      from question_answers qa join questions q on q.id = qa.question_id`,
    account: sql`qa.account_id`,
    university: sql`q.university_id`,
    order: sql`qa.id`,
  },
  sign_in_identities: {
    select: sql`select provider, created_at from account_identities`,
    account: sql`account_id`,
    order: sql`id`,
  },
  conversations: {
    select: sql`select d.id as dialog_id, d.type, d.name, d.university_id, dm.role_key, dm.joined_at,
        dm.left_at, dm.is_blocked
      from dialog_members dm join dialogs d on d.id = dm.dialog_id`,
    account: sql`dm.account_id`,
    university: sql`d.university_id`,
    order: sql`d.id`,
  },
  messages: {
    select: sql`select m.id, m.dialog_id, m.type, m.text, m.created_at
      from messages m join dialogs d on d.id = m.dialog_id`,
    account: sql`m.account_id`,
    university: sql`d.university_id`,
    order: sql`m.id`,
    limit: EXPORT_MESSAGE_LIMIT,
  },
  reports: {
    select: sql`select r.message_id, r.dialog_id, r.reason, r.created_at
      from message_reports r join dialogs d on d.id = r.dialog_id`,
    account: sql`r.reporter_account_id`,
    university: sql`d.university_id`,
    order: sql`r.id`,
  },
  live_events: {
    select: sql`select e.id as live_event_id, e.name, e.university_id, r.watched_at, r.watch_seconds,
        r.created_at as registered_at
      from live_event_registrations r join live_events e on e.id = r.live_event_id`,
    account: sql`r.account_id`,
    university: sql`e.university_id`,
    order: sql`r.created_at`,
  },
} satisfies Record<string, ExportTable>;

export type ExportPart = keyof typeof EXPORT_TABLES;
export const EXPORT_PARTS = Object.keys(EXPORT_TABLES) as ExportPart[];

export async function findAccountForExport(db: Db, accountId: number) {
  const [row] = rowsOf(
    await db.execute(sql`
      select id, email, role_key, name, last_name, phone_country, phone_number, phone_verified,
        nationality_id, residence_country_id, university_id, is_enabled, accepted_terms_at,
        marketing_preference, resive_email, mailing, notification_data, utm,
        admission_stage_id, academic_level_id, study_start_date, birth_date, last_seen_at, deleted_at,
        created_at, updated_at
      from accounts where id = ${accountId}`),
  );
  return row;
}

/** One part of a person's export; only one university's rows when `universityId` is given. */
export async function findExportPart(
  db: Db,
  part: ExportPart,
  accountId: number,
  universityId: number | null,
): Promise<ExportRow[]> {
  const table: ExportTable = EXPORT_TABLES[part];
  const inUniversity =
    universityId === null || !table.university
      ? sql``
      : sql`and ${table.university} = ${universityId}`;
  const limit = table.limit === undefined ? sql`` : sql`limit ${table.limit}`;
  return rowsOf(
    await db.execute(
      sql`${table.select} where ${table.account} = ${accountId} ${inUniversity} order by ${table.order} ${limit}`,
    ),
  );
}
