import type { Db } from '../../core/db/client';
import {
  findAccountForExport,
  findAnswersForExport,
  findConversationsForExport,
  findIdentitiesForExport,
  findLiveEventsForExport,
  findMessagesForExport,
  findReportsForExport,
  type ExportRow,
} from './data-export.repository';

/** What one person's data export holds (a data-subject access request). */
export interface PersonDataExport {
  exported_at: string;
  /** The university the export is limited to; null for the person's own, complete export. */
  university_id: number | null;
  account: ExportRow;
  answers: ExportRow[];
  sign_in_identities: ExportRow[];
  conversations: ExportRow[];
  messages: ExportRow[];
  reports: ExportRow[];
  live_events: ExportRow[];
}

/** Dates as ISO strings, everything else as stored: a plain JSON document. */
function plain(row: ExportRow): ExportRow {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

/**
 * Everything Quad keeps about one account, or only what concerns one university when an admin
 * of that university asks. Null when there is no such account.
 */
export async function exportPersonData(
  db: Db,
  accountId: number,
  universityId: number | null,
): Promise<PersonDataExport | null> {
  const account = await findAccountForExport(db, accountId);
  if (!account) return null;
  const all = async (rows: Promise<ExportRow[]>) => (await rows).map(plain);
  return {
    exported_at: new Date().toISOString(),
    university_id: universityId,
    account: plain(account),
    answers: await all(findAnswersForExport(db, accountId, universityId)),
    sign_in_identities: await all(findIdentitiesForExport(db, accountId)),
    conversations: await all(findConversationsForExport(db, accountId, universityId)),
    messages: await all(findMessagesForExport(db, accountId, universityId)),
    reports: await all(findReportsForExport(db, accountId, universityId)),
    live_events: await all(findLiveEventsForExport(db, accountId, universityId)),
  };
}
