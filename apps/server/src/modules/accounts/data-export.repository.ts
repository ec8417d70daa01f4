import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client';

export type ExportRow = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: ExportRow[] }).rows;

/** At most this many messages go into one export (a person rarely writes more). */
export const EXPORT_MESSAGE_LIMIT = 50_000;

/** `and d.university_id = …` when the export is one university's, nothing when it is the person's own. */
const inUniversity = (universityId: number | null, column: SQL): SQL =>
  universityId === null ? sql`` : sql`and ${column} = ${universityId}`;

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

export async function findAnswersForExport(db: Db, accountId: number, universityId: number | null) {
  return rowsOf(
    await db.execute(sql`
      select q.university_id, q.question, qa.answer, qa.created_at, qa.updated_at
      from question_answers qa join questions q on q.id = qa.question_id
      where qa.account_id = ${accountId} ${inUniversity(universityId, sql`q.university_id`)}
      order by qa.id`),
  );
}

export async function findIdentitiesForExport(db: Db, accountId: number) {
  return rowsOf(
    await db.execute(sql`
      select provider, created_at from account_identities where account_id = ${accountId}
      order by id`),
  );
}

export async function findConversationsForExport(
  db: Db,
  accountId: number,
  universityId: number | null,
) {
  return rowsOf(
    await db.execute(sql`
      select d.id as dialog_id, d.type, d.name, d.university_id, dm.role_key, dm.joined_at,
        dm.left_at, dm.is_blocked
      from dialog_members dm join dialogs d on d.id = dm.dialog_id
      where dm.account_id = ${accountId} ${inUniversity(universityId, sql`d.university_id`)}
      order by d.id`),
  );
}

export async function findMessagesForExport(
  db: Db,
  accountId: number,
  universityId: number | null,
) {
  return rowsOf(
    await db.execute(sql`
      select m.id, m.dialog_id, m.type, m.text, m.created_at
      from messages m join dialogs d on d.id = m.dialog_id
      where m.account_id = ${accountId} ${inUniversity(universityId, sql`d.university_id`)}
      order by m.id limit ${EXPORT_MESSAGE_LIMIT}`),
  );
}

export async function findReportsForExport(db: Db, accountId: number, universityId: number | null) {
  return rowsOf(
    await db.execute(sql`
      select r.message_id, r.dialog_id, r.reason, r.created_at
      from message_reports r join dialogs d on d.id = r.dialog_id
      where r.reporter_account_id = ${accountId} ${inUniversity(universityId, sql`d.university_id`)}
      order by r.id`),
  );
}

export async function findLiveEventsForExport(
  db: Db,
  accountId: number,
  universityId: number | null,
) {
  return rowsOf(
    await db.execute(sql`
      select e.id as live_event_id, e.name, e.university_id, r.watched_at, r.watch_seconds,
        r.created_at as registered_at
      from live_event_registrations r join live_events e on e.id = r.live_event_id
      where r.account_id = ${accountId} ${inUniversity(universityId, sql`e.university_id`)}
      order by r.created_at`),
  );
}
