import { CRM_PROSPECT_COLUMNS, type CrmExportQuery } from '@quad/shared/contracts/admin-crm';
import { countryById } from '@quad/shared/data/countries';
import { nationalityById } from '@quad/shared/data/nationalities';
import { commit } from '../../core/db/transaction';
import type { ServiceContext } from '../../core/service-context';
import type { AdminActor } from './admin-actor';
import { audit } from './audit.service';
import {
  findAnswers,
  findProspectExportPage,
  findQuestionColumns,
  type CrmRow,
} from './crm.repository';

/** Prospects read per query: memory stays flat whatever the export's size. */
export const CRM_PAGE_SIZE = 500;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell a
 * spreadsheet would run as a formula (= + - @ tab) gets a leading apostrophe.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? Array.isArray(value)
          ? value.map(String).join('; ')
          : JSON.stringify(value)
        : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

const iso = (value: unknown) =>
  value === null || value === undefined
    ? null
    : (value instanceof Date ? value : new Date(String(value))).toISOString();

function utmOf(row: CrmRow): Record<string, unknown> {
  const utm = row['utm'];
  return typeof utm === 'object' && utm !== null ? (utm as Record<string, unknown>) : {};
}

/** A prospect row as the CSV's fixed cells, in CRM_PROSPECT_COLUMNS order. */
function fixedCells(row: CrmRow): unknown[] {
  const utm = utmOf(row);
  const nationality =
    row['nationality_id'] === null ? undefined : nationalityById(Number(row['nationality_id']));
  const country =
    row['residence_country_id'] === null
      ? undefined
      : countryById(Number(row['residence_country_id']));
  return [
    row['id'],
    row['email'],
    row['name'],
    row['last_name'],
    iso(row['created_at']),
    iso(row['last_seen_at']),
    nationality?.name ?? '',
    country?.name ?? '',
    row['marketing_preference'] === true ? 'yes' : 'no',
    row['resive_email'] === true ? 'yes' : 'no',
    iso(row['accepted_terms_at']),
    utm['source'],
    utm['medium'],
    utm['campaign'],
    utm['user_came_from'],
    row['chats'],
    row['messages_sent'],
    row['live_events'],
    row['watch_seconds'],
  ];
}

/** Records that the admin took the prospects out of Quad (personal data leaving: audited). */
export async function auditProspectExport(
  ctx: Pick<ServiceContext, 'db' | 'after'>,
  actor: AdminActor,
  query: CrmExportQuery,
): Promise<void> {
  await commit(ctx.db, ctx.after, (tx) =>
    audit(tx, actor, {
      action: 'crm.exportProspects',
      target: 'prospects',
      before: null,
      after: { from: query.from ?? null, to: query.to ?? null },
    }),
  );
}

/**
 * The prospects CSV as a stream of lines: a header, then a page of prospects at a time by
 * keyset, each with its answers. Nothing holds more than one page.
 */
export async function* prospectsCsv(
  ctx: Pick<ServiceContext, 'db'>,
  actor: AdminActor,
  query: CrmExportQuery,
): AsyncGenerator<string> {
  const questionColumns = await findQuestionColumns(ctx.db, actor.universityId);
  // The byte order mark lets spreadsheet programs read the file as UTF-8.
  yield `\uFEFF${csvLine([...CRM_PROSPECT_COLUMNS, ...questionColumns.map((q) => q.question)])}`;
  let afterId = 0;
  for (;;) {
    const rows = await findProspectExportPage(
      ctx.db,
      actor.universityId,
      { from: query.from, to: query.to },
      afterId,
      CRM_PAGE_SIZE,
    );
    if (rows.length === 0) return;
    const ids = rows.map((row) => Number(row['id']));
    const answers = new Map<string, unknown>();
    for (const answer of await findAnswers(ctx.db, actor.universityId, ids)) {
      answers.set(
        `${String(answer['account_id'])}:${String(answer['question_id'])}`,
        answer['answer'],
      );
    }
    let chunk = '';
    for (const row of rows) {
      chunk += csvLine([
        ...fixedCells(row),
        ...questionColumns.map((q) => answers.get(`${String(row['id'])}:${q.id}`)),
      ]);
    }
    yield chunk;
    afterId = ids[ids.length - 1]!;
    if (rows.length < CRM_PAGE_SIZE) return;
  }
}
