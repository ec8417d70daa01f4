import { and, asc, eq, sql } from 'drizzle-orm';
import { ROLES } from '@quad/shared/roles';
import type { Db } from '../../core/db/client';
import { questions } from '../../core/db/schema';

export type CrmRow = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: CrmRow[] }).rows;

/** The university's active questions, in their order: the CSV's answer columns. */
export async function findQuestionColumns(db: Db, universityId: number) {
  return db
    .select({ id: questions.id, question: questions.question })
    .from(questions)
    .where(and(eq(questions.universityId, universityId), eq(questions.isActive, true)))
    .orderBy(asc(questions.order), asc(questions.id));
}

/**
 * One page of the university's prospects after an id (keyset paging: each page is one short
 * query, however far the export has gone), with consents, UTM and engagement counted per row.
 */
export async function findProspectExportPage(
  db: Db,
  universityId: number,
  range: { from: string | undefined; to: string | undefined },
  afterId: number,
  limit: number,
): Promise<CrmRow[]> {
  return rowsOf(
    await db.execute(sql`
      select a.id, a.email, a.name, a.last_name, a.created_at, a.last_seen_at,
        a.nationality_id, a.residence_country_id, a.marketing_preference, a.resive_email,
        a.accepted_terms_at, a.utm,
        (select count(*)::int from dialog_members dm join dialogs d on d.id = dm.dialog_id
          where dm.account_id = a.id and d.university_id = ${universityId}) as chats,
        (select count(*)::int from messages m join dialogs d on d.id = m.dialog_id
          where m.account_id = a.id and d.university_id = ${universityId}) as messages_sent,
        (select count(*)::int from live_event_registrations r
          join live_events e on e.id = r.live_event_id
          where r.account_id = a.id and e.university_id = ${universityId}) as live_events,
        (select coalesce(sum(r.watch_seconds), 0)::int from live_event_registrations r
          join live_events e on e.id = r.live_event_id
          where r.account_id = a.id and e.university_id = ${universityId}) as watch_seconds
      from accounts a
      where a.id > ${afterId} and a.role_key = ${ROLES.prospect} and a.deleted_at is null
        and (a.university_id = ${universityId} or exists (
          select 1 from dialog_members dm join dialogs d on d.id = dm.dialog_id
          where dm.account_id = a.id and d.university_id = ${universityId}))
        ${range.from ? sql`and a.created_at >= ${range.from}::date` : sql``}
        ${range.to ? sql`and a.created_at < ${range.to}::date + 1` : sql``}
      order by a.id
      limit ${limit}`),
  );
}

/** The answers of a page of prospects to the university's questions. */
export async function findAnswers(
  db: Db,
  universityId: number,
  accountIds: readonly number[],
): Promise<CrmRow[]> {
  if (accountIds.length === 0) return [];
  const ids = sql.join(
    accountIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return rowsOf(
    await db.execute(sql`
      select qa.account_id, qa.question_id, qa.answer
      from question_answers qa join questions q on q.id = qa.question_id
      where q.university_id = ${universityId} and qa.account_id in (${ids})`),
  );
}
