import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, questionAnswers } from '../../core/db/schema';
import { bearer } from '../../test/accounts-factories';
import { buildQuestion } from '../../test/accounts-factories';
import { buildIndividualDialog, buildMessages } from '../../test/dialog-factories';
import { buildAmbassador, buildProspect, tokenFor } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildConsoleWorld, call, type ConsoleWorld } from './admin.fixture';

let t: TestApp;
let w: ConsoleWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildConsoleWorld(t);
});
afterAll(() => t.close());

const base = '/api/v1/admin/dataRequests/people';

/** A prospect of the test university who answered a question and chatted with an ambassador. */
async function buildSubject() {
  const db = t.database.db;
  const prospect = await buildProspect(db, {
    name: 'Lina',
    lastName: 'Berg',
    universityId: w.uni.id,
    utm: { source: 'newsletter' },
  });
  const question = await buildQuestion(db, w.uni.id, { question: 'Which subject?' });
  await db
    .insert(questionAnswers)
    .values({ questionId: question.id, accountId: prospect.id, answer: 'Geology' });
  const { account: ambassador } = await buildAmbassador(db, w.uni.id);
  const dialog = await buildIndividualDialog(db, prospect, ambassador);
  const [written] = await buildMessages(db, dialog.id, prospect, 1, { text: 'Is fieldwork paid?' });
  await buildMessages(db, dialog.id, ambassador, 1);
  return { prospect, dialog, written: written! };
}

describe('data-subject requests', () => {
  it('asks for a token, refuses other roles, and keeps to the admin’s own university', async () => {
    const { prospect } = await buildSubject();
    const lookUp = `${base}?email=${encodeURIComponent(prospect.email)}`;
    expect((await call(t.app, 'GET', lookUp)).statusCode).toBe(401);
    for (const headers of [w.prospect, w.ambassador]) {
      expect((await call(t.app, 'GET', lookUp, headers)).statusCode).toBe(403);
      expect((await call(t.app, 'GET', `${base}/${prospect.id}/export`, headers)).statusCode).toBe(
        403,
      );
      expect(
        (
          await call(t.app, 'POST', `${base}/${prospect.id}/erase`, headers, {
            confirm_email: prospect.email,
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await call(t.app, 'GET', lookUp, w.otherAdmin)).json().data.person).toBeNull();
    expect(
      (await call(t.app, 'GET', `${base}/${prospect.id}/export`, w.otherAdmin)).statusCode,
    ).toBe(404);
    const erase = await call(t.app, 'POST', `${base}/${prospect.id}/erase`, w.otherAdmin, {
      confirm_email: prospect.email,
    });
    expect(erase.statusCode).toBe(404);
    expect((await call(t.app, 'GET', lookUp, w.admin)).json().data.person).toMatchObject({
      id: prospect.id,
      name: 'Lina Berg',
      conversations: 1,
      messages: 1,
    });
  });

  it('exports what the university holds about a person as JSON, audited', async () => {
    const { prospect, dialog, written } = await buildSubject();
    const response = await call(t.app, 'GET', `${base}/${prospect.id}/export`, w.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=/);
    const data = response.json();
    expect(data).toMatchObject({
      university_id: w.uni.id,
      account: { id: prospect.id, email: prospect.email, utm: { source: 'newsletter' } },
      answers: [expect.objectContaining({ question: 'Which subject?', answer: 'Geology' })],
      conversations: [expect.objectContaining({ dialog_id: dialog.id })],
      messages: [expect.objectContaining({ id: written.id, text: 'Is fieldwork paid?' })],
    });
    expect(data.account).not.toHaveProperty('password_hash');
    const latest = (await call(t.app, 'GET', '/api/v1/admin/audit?limit=1', w.admin)).json().data
      .entries[0];
    expect(latest).toMatchObject({
      action: 'dataRequest.export',
      target: `account:${prospect.id}`,
    });
  });

  it('erases a person: personal data goes, their messages stay as "Deleted user"', async () => {
    const { prospect, dialog, written } = await buildSubject();
    const url = `${base}/${prospect.id}/erase`;
    const wrong = await call(t.app, 'POST', url, w.admin, { confirm_email: 'someone@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect((await call(t.app, 'POST', url, w.admin, {})).statusCode).toBe(400);
    const [still] = await t.database.db.select().from(accounts).where(eq(accounts.id, prospect.id));
    expect(still?.deletedAt).toBeNull();

    const erased = await call(t.app, 'POST', url, w.admin, {
      confirm_email: prospect.email.toUpperCase(),
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().data).toEqual({ erased: true });
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, prospect.id));
    expect(row).toMatchObject({ name: 'Deleted', lastName: 'user', utm: {} });
    expect(row?.email).not.toBe(prospect.email);
    expect(row?.deletedAt).not.toBeNull();
    // The conversation keeps the message, now from "Deleted user".
    const messages = (
      await call(t.app, 'GET', `/api/v1/interactionSite/dialogs/${dialog.id}/messages`, w.admin)
    ).json().data.messages;
    expect(messages.find((m: { id: number }) => m.id === written.id)).toMatchObject({
      text: 'Is fieldwork paid?',
      user: { name: 'Deleted', last_name: 'user' },
    });
    const latest = (await call(t.app, 'GET', '/api/v1/admin/audit?limit=1', w.admin)).json().data
      .entries[0];
    expect(latest).toMatchObject({ action: 'dataRequest.erase', target: `account:${prospect.id}` });
    expect(JSON.stringify(latest)).not.toContain(prospect.email);
    // Erased people are no longer found, and a second erase changes nothing.
    expect(
      (await call(t.app, 'POST', url, w.admin, { confirm_email: prospect.email })).statusCode,
    ).toBe(404);
  });

  it('does not erase admins from the console', async () => {
    const response = await call(t.app, 'POST', `${base}/${w.adminAccount.id}/erase`, w.admin, {
      confirm_email: w.adminAccount.email,
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets a person download their own data from account settings', async () => {
    const { prospect, written } = await buildSubject();
    const mine = bearer(await tokenFor(t.app, prospect));
    expect((await call(t.app, 'GET', '/api/v1/interactionSite/account/export')).statusCode).toBe(
      401,
    );
    const response = await call(t.app, 'GET', '/api/v1/interactionSite/account/export', mine);
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data).toMatchObject({
      university_id: null,
      account: { id: prospect.id, email: prospect.email },
      messages: [expect.objectContaining({ id: written.id })],
    });
    // Only their own: another person's token gets that person's data.
    const other = (
      await call(t.app, 'GET', '/api/v1/interactionSite/account/export', w.prospect)
    ).json();
    expect(other.account.id).not.toBe(prospect.id);
  });
});
