import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_PROSPECT_COLUMNS } from '@quad/shared/contracts/admin-crm';
import { accounts, questionAnswers } from '../../core/db/schema';
import { buildQuestion } from '../../test/accounts-factories';
import { buildIndividualDialog, buildMessages } from '../../test/dialog-factories';
import { buildAmbassador, buildProspect } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildConsoleWorld, call, type ConsoleWorld } from './admin.fixture';
import { CRM_PAGE_SIZE } from './crm.service';

let t: TestApp;
let w: ConsoleWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildConsoleWorld(t);
});
afterAll(() => t.close());

const url = '/api/v1/admin/crm/prospects.csv';

/** A minimal RFC 4180 reader: enough to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return rows;
}

describe('CRM export of prospects', () => {
  it('asks for a token and refuses prospects and ambassadors; bad ranges get 400', async () => {
    expect((await call(t.app, 'GET', url)).statusCode).toBe(401);
    for (const headers of [w.prospect, w.ambassador]) {
      expect((await call(t.app, 'GET', url, headers)).statusCode).toBe(403);
    }
    expect((await call(t.app, 'GET', `${url}?from=2026-13-01`, w.admin)).statusCode).toBe(400);
    const backwards = await call(t.app, 'GET', `${url}?from=2026-11-02&to=2026-11-01`, w.admin);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toMatch(/start date/);
  });

  it("streams the university's prospects with answers, consents, UTM and engagement", async () => {
    const db = t.database.db;
    const question = await buildQuestion(db, w.uni.id, { question: 'Which subject, and why?' });
    const lina = await buildProspect(db, {
      universityId: w.uni.id,
      name: '=HYPERLINK("x")',
      lastName: 'Okafor, Jr.',
      nationalityId: 41,
      marketingPreference: true,
      utm: { source: 'instagram', medium: 'social', campaign: 'open-day' },
    });
    await db
      .insert(questionAnswers)
      .values({ questionId: question.id, accountId: lina.id, answer: 'Physics, "really"' });
    const { account: ambassador } = await buildAmbassador(db, w.uni.id);
    const dialog = await buildIndividualDialog(db, lina, ambassador);
    await buildMessages(db, dialog.id, lina, 3);
    const elsewhere = await buildProspect(db, { universityId: w.other.id });

    const response = await call(t.app, 'GET', url, w.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="prospects-/);
    const [header, ...rows] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([...CRM_PROSPECT_COLUMNS, 'Which subject, and why?']);
    expect(rows.map((row) => row[0])).not.toContain(String(elsewhere.id));
    const row = rows.find((cells) => cells[0] === String(lina.id))!;
    const cell = (name: string) => row[header!.indexOf(name)];
    // A formula is defused; commas and quotes survive the round trip.
    expect(cell('first_name')).toBe(`'=HYPERLINK("x")`);
    expect(cell('last_name')).toBe('Okafor, Jr.');
    expect(cell('marketing_consent')).toBe('yes');
    expect(cell('email_consent')).toBe('no');
    expect(cell('utm_source')).toBe('instagram');
    expect(cell('utm_campaign')).toBe('open-day');
    expect(cell('chats')).toBe('1');
    expect(cell('messages_sent')).toBe('3');
    expect(cell('Which subject, and why?')).toBe('Physics, "really"');
    expect(cell('nationality')).not.toBe('');

    const latest = (await call(t.app, 'GET', '/api/v1/admin/audit?limit=1', w.admin)).json().data
      .entries[0];
    expect(latest).toMatchObject({ action: 'crm.exportProspects', target: 'prospects' });

    // The other university's admin gets their own prospects, not these.
    const theirs = parseCsv((await call(t.app, 'GET', url, w.otherAdmin)).body);
    expect(theirs.map((cells) => cells[0])).toContain(String(elsewhere.id));
    expect(theirs.map((cells) => cells[0])).not.toContain(String(lina.id));
  });

  it('pages through more prospects than one query reads, each once, and filters by date', async () => {
    const db = t.database.db;
    const before = parseCsv((await call(t.app, 'GET', url, w.admin)).body).length;
    const extra = CRM_PAGE_SIZE + 7;
    await db.insert(accounts).values(
      Array.from({ length: extra }, (_, index) => ({
        email: `bulk-${index}-${Date.now()}@example.com`,
        roleKey: 'prospect',
        universityId: w.uni.id,
        createdAt: new Date('2026-01-15T12:00:00Z'),
      })),
    );
    const all = parseCsv((await call(t.app, 'GET', url, w.admin)).body);
    expect(all.length).toBe(before + extra);
    expect(new Set(all.slice(1).map((row) => row[0])).size).toBe(all.length - 1);
    const january = parseCsv(
      (await call(t.app, 'GET', `${url}?from=2026-01-15&to=2026-01-15`, w.admin)).body,
    );
    expect(january.length).toBe(extra + 1);
  });
});
