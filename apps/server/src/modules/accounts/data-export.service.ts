import type { Db } from '../../core/db/client';
import {
  EXPORT_PARTS,
  findAccountForExport,
  findExportPart,
  type ExportPart,
  type ExportRow,
} from './data-export.repository';

/** What one person's data export holds (a data-subject access request). */
export type PersonDataExport = {
  exported_at: string;
  /** The university the export is limited to; null for the person's own, complete export. */
  university_id: number | null;
  account: ExportRow;
} & Record<ExportPart, ExportRow[]>;

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
  const parts = {} as Record<ExportPart, ExportRow[]>;
  for (const part of EXPORT_PARTS) {
    parts[part] = (await findExportPart(db, part, accountId, universityId)).map(plain);
  }
  return {
    exported_at: new Date().toISOString(),
    university_id: universityId,
    account: plain(account),
    ...parts,
  };
}
