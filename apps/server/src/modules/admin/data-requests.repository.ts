import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';

export interface DataRequestRow {
  id: number;
  name: string;
  last_name: string;
  email: string;
  role_key: string;
  created_at: Date | string;
  conversations: number;
  messages: number;
}

/**
 * A live account that belongs to the university or took part in it (its chats, its live
 * events), by id or by email; with what it did there.
 */
export async function findUniversityPerson(
  db: Db,
  universityId: number,
  by: { id: number } | { email: string },
): Promise<DataRequestRow | undefined> {
  const match = 'id' in by ? sql`a.id = ${by.id}` : sql`a.email = ${by.email.toLowerCase()}`;
  const result = await db.execute(sql`
    select a.id, a.name, a.last_name, a.email, a.role_key, a.created_at,
      (select count(*)::int from dialog_members dm join dialogs d on d.id = dm.dialog_id
        where dm.account_id = a.id and d.university_id = ${universityId}) as conversations,
      (select count(*)::int from messages m join dialogs d on d.id = m.dialog_id
        where m.account_id = a.id and d.university_id = ${universityId}) as messages
    from accounts a
    where ${match} and a.deleted_at is null
      and (a.university_id = ${universityId}
        or exists (select 1 from dialog_members dm join dialogs d on d.id = dm.dialog_id
          where dm.account_id = a.id and d.university_id = ${universityId})
        or exists (select 1 from live_event_registrations r
          join live_events e on e.id = r.live_event_id
          where r.account_id = a.id and e.university_id = ${universityId}))`);
  const [row] = (result as unknown as { rows: DataRequestRow[] }).rows;
  return row;
}
