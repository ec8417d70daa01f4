import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMail } from '../../test/accounts-factories';
import { buildIndividualDialog, buildMessages } from '../../test/dialog-factories';
import { buildAdmin, buildAmbassador, buildProspect } from '../../test/factories';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { photoBase64 } from '../application/application.fixture';
import { buildConsoleWorld, call, type ConsoleWorld } from './admin.fixture';

let sink: SmtpSink;
let t: TestApp;
let w: ConsoleWorld;
let ambassadorId: number;
let adminId: number;
let elsewhereId: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ smtpUrl: sink.url });
  w = await buildConsoleWorld(t);
  const db = t.database.db;
  ambassadorId = (
    await buildAmbassador(db, w.uni.id, {
      account: { name: 'Omar', lastName: 'Fast' },
      profile: { languages: ['English'], interests: ['Rowing'] },
    })
  ).account.id;
  adminId = (await buildAdmin(db, w.uni.id)).id;
  elsewhereId = (await buildAmbassador(db, w.other.id)).account.id;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const profileUrl = (id: number) => `/api/v1/admin/people/${id}/profile`;
const avatarUrl = (id: number) => `/api/v1/admin/people/${id}/avatar`;
const latestAudit = async () =>
  (await call(t.app, 'GET', '/api/v1/admin/audit?limit=1', w.admin)).json().data.entries[0];
const auditTotal = async () =>
  (await call(t.app, 'GET', '/api/v1/admin/audit', w.admin)).json().data.total as number;

describe('ambassador statistics in the people list', () => {
  it('counts one-to-one chats and takes the median first reply after the prospect wrote', async () => {
    const db = t.database.db;
    const { account } = await buildAmbassador(db, w.uni.id, {
      account: { name: 'Stats', lastName: 'Person' },
    });
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 10, minutes));
    // Answered after 2, 4 and 30 minutes; one chat unanswered; a reply before the question
    // (a greeting) and an automatic text do not count.
    for (const wait of [2, 4, 30]) {
      const dialog = await buildIndividualDialog(db, await buildProspect(db), account);
      const prospect = { id: dialog.createdByAccountId as number };
      await buildMessages(db, dialog.id, account, 1, { createdAt: at(0) });
      await buildMessages(db, dialog.id, prospect, 1, { createdAt: at(1) });
      await buildMessages(db, dialog.id, account, 1, { createdAt: at(1), type: 'autotext' });
      await buildMessages(db, dialog.id, account, 1, { createdAt: at(1 + wait) });
    }
    const waiting = await buildIndividualDialog(db, await buildProspect(db), account);
    await buildMessages(db, waiting.id, { id: waiting.createdByAccountId as number }, 1);

    const response = await call(t.app, 'GET', '/api/v1/admin/people?search=Stats', w.admin);
    expect(response.json().data.people).toEqual([
      expect.objectContaining({
        id: account.id,
        chats_count: 4,
        median_first_reply_seconds: 240,
      }),
    ]);
    const admins = (await call(t.app, 'GET', '/api/v1/admin/people?role=admin', w.admin)).json()
      .data.people;
    expect(admins[0]).toMatchObject({ chats_count: null, median_first_reply_seconds: null });
  });
});

describe('editing an ambassador profile', () => {
  it('asks for a token, refuses prospects, ambassadors and other universities', async () => {
    expect((await call(t.app, 'GET', profileUrl(ambassadorId))).statusCode).toBe(401);
    expect(
      (await call(t.app, 'PATCH', profileUrl(ambassadorId), {}, { bio: 'x' })).statusCode,
    ).toBe(401);
    for (const headers of [w.prospect, w.ambassador]) {
      expect((await call(t.app, 'GET', profileUrl(ambassadorId), headers)).statusCode).toBe(403);
      expect(
        (await call(t.app, 'PATCH', profileUrl(ambassadorId), headers, { bio: 'x' })).statusCode,
      ).toBe(403);
    }
    expect((await call(t.app, 'GET', profileUrl(ambassadorId), w.otherAdmin)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', profileUrl(elsewhereId), w.admin)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', profileUrl(adminId), w.admin)).statusCode).toBe(404);
  });

  it('corrects the fields, finds the new name in search, and audits the change', async () => {
    const response = await call(t.app, 'PATCH', profileUrl(ambassadorId), w.admin, {
      name: 'Omari',
      bio: 'I row for the university and study physics.',
      languages: ['English', 'Arabic'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.profile).toMatchObject({
      name: 'Omari',
      last_name: 'Fast',
      bio: 'I row for the university and study physics.',
      languages: ['English', 'Arabic'],
      interests: ['Rowing'],
    });
    expect(await latestAudit()).toMatchObject({
      action: 'person.profile',
      target: `account:${ambassadorId}`,
      before: { name: 'Omar', languages: ['English'] },
      after: { name: 'Omari', languages: ['English', 'Arabic'] },
    });
    const found = (await call(t.app, 'GET', '/api/v1/admin/people?search=omari', w.admin)).json()
      .data.people;
    expect(found.map((p: { id: number }) => p.id)).toEqual([ambassadorId]);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const total = await auditTotal();
    for (const body of [{}, { languages: [] }, { year_of_study: 12 }, { name: '' }]) {
      expect((await call(t.app, 'PATCH', profileUrl(ambassadorId), w.admin, body)).statusCode).toBe(
        400,
      );
    }
    expect(
      (await call(t.app, 'PUT', avatarUrl(ambassadorId), w.admin, { file: 'not base64!' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, 'PUT', avatarUrl(ambassadorId), w.admin, { file: 'aGVsbG8=' })).statusCode,
    ).toBe(415);
    expect(await auditTotal()).toBe(total);
  });

  it('replaces the photo through the avatar pipeline', async () => {
    expect(
      (await call(t.app, 'PUT', avatarUrl(ambassadorId), {}, { file: 'aGVsbG8=' })).statusCode,
    ).toBe(401);
    expect(
      (await call(t.app, 'PUT', avatarUrl(ambassadorId), w.ambassador, { file: 'aGVsbG8=' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'PUT', avatarUrl(elsewhereId), w.admin, { file: await photoBase64() }))
        .statusCode,
    ).toBe(404);
    const response = await call(t.app, 'PUT', avatarUrl(ambassadorId), w.admin, {
      file: await photoBase64(),
    });
    expect(response.statusCode).toBe(200);
    const avatar = response.json().data.profile.avatar as string;
    expect(avatar).toMatch(/\.webp$/);
    expect(await latestAudit()).toMatchObject({ action: 'person.avatar' });
  });
});

describe('inviting an ambassador by email', () => {
  const invite = (headers: Record<string, string>, body: object) =>
    call(t.app, 'POST', '/api/v1/admin/people/invitations', headers, body);

  it('refuses without a token, for other roles, and a bad address', async () => {
    expect((await invite({}, { email: 'new@example.com' })).statusCode).toBe(401);
    expect((await invite(w.prospect, { email: 'new@example.com' })).statusCode).toBe(403);
    expect((await invite(w.ambassador, { email: 'new@example.com' })).statusCode).toBe(403);
    const total = await auditTotal();
    expect((await invite(w.admin, { email: 'not an address' })).statusCode).toBe(400);
    expect(await auditTotal()).toBe(total);
  });

  it('mails a single-use access code of the university with the application link', async () => {
    const response = await invite(w.admin, { email: 'New.Ambassador@Example.com' });
    expect(response.statusCode).toBe(200);
    const { access_code: code } = response.json().data.invitation as { access_code: string };
    const mail = decodeMail((await sink.waitFor('new.ambassador@example.com')).raw);
    expect(mail).toContain(code);
    expect(mail).toContain(`/${w.uni.id}/apply`);
    const check = await call(
      t.app,
      'GET',
      `/api/v1/application/auth/registration/access_code?access_code=${code}`,
    );
    expect(check.json().data).toMatchObject({ university: { id: w.uni.id } });
    expect(await latestAudit()).toMatchObject({
      action: 'person.invite',
      after: { email: 'new.ambassador@example.com', code },
    });
    const codes = (await call(t.app, 'GET', '/api/v1/admin/accessCodes', w.admin)).json().data
      .accessCodes as { code: string; max_uses: number | null }[];
    expect(codes.find((c) => c.code === code)).toMatchObject({ max_uses: 1 });
  });
});
