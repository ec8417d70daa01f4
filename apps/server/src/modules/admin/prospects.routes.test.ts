import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogEventsChannel } from '@quad/shared/events';
import { hashPassword } from '../../core/auth/passwords';
import { questionAnswers } from '../../core/db/schema';
import { TEST_PASSWORD, bearer, buildQuestion, signIn } from '../../test/accounts-factories';
import { buildIndividualDialog, outboxEvents } from '../../test/dialog-factories';
import { buildAmbassador, buildProspect } from '../../test/factories';
import { listen, openSocket } from '../../test/sockets';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildConsoleWorld, call, type ConsoleWorld } from './admin.fixture';

let t: TestApp;
let w: ConsoleWorld;
let url: string;
let prospectId: number;
let prospectEmail: string;
let dialogId: number;
let strangerId: number;
let chatterId: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildConsoleWorld(t);
  url = await listen(t.app);
  const db = t.database.db;
  const prospect = await buildProspect(db, {
    name: 'Priya',
    lastName: 'Visitor',
    universityId: w.uni.id,
    passwordHash: await hashPassword(TEST_PASSWORD),
    marketingPreference: true,
    acceptedTermsAt: new Date('2026-11-01T10:00:00Z'),
    utm: { medium: 'social', source: 'instagram', campaign: 'open-day' },
  });
  prospectId = prospect.id;
  prospectEmail = prospect.email;
  const { account: ambassador } = await buildAmbassador(db, w.uni.id);
  dialogId = (await buildIndividualDialog(db, prospect, ambassador)).id;
  const question = await buildQuestion(db, w.uni.id, { question: 'When do you start?' });
  await db
    .insert(questionAnswers)
    .values({ questionId: question.id, accountId: prospect.id, answer: 'September 2027' });
  // Registered elsewhere but chats here: the university's prospect too.
  const chatter = await buildProspect(db, { universityId: w.other.id });
  chatterId = chatter.id;
  await buildIndividualDialog(db, chatter, ambassador);
  // Registered elsewhere and never chatted here: not this university's prospect.
  strangerId = (await buildProspect(db, { universityId: w.other.id, name: 'Stranger' })).id;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

const list = (headers: Record<string, string>, query = '') =>
  call(t.app, 'GET', `/api/v1/admin/prospects${query}`, headers);
const detail = (headers: Record<string, string>, id: number) =>
  call(t.app, 'GET', `/api/v1/admin/prospects/${id}`, headers);
const patch = (headers: Record<string, string>, id: number, body: object) =>
  call(t.app, 'PATCH', `/api/v1/admin/prospects/${id}`, headers, body);
const auditTotal = async () =>
  (await call(t.app, 'GET', '/api/v1/admin/audit', w.admin)).json().data.total as number;

describe('admin prospects', () => {
  it('asks for a token and refuses prospects, ambassadors and admins of other universities', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await detail({}, prospectId)).statusCode).toBe(401);
    expect((await patch({}, prospectId, { is_blocked: true })).statusCode).toBe(401);
    for (const headers of [w.prospect, w.ambassador]) {
      expect((await list(headers)).statusCode).toBe(403);
      expect((await detail(headers, prospectId)).statusCode).toBe(403);
      expect((await patch(headers, prospectId, { is_blocked: true })).statusCode).toBe(403);
    }
    expect((await detail(w.otherAdmin, prospectId)).statusCode).toBe(404);
    expect((await patch(w.otherAdmin, prospectId, { is_blocked: true })).statusCode).toBe(404);
    expect((await detail(w.admin, strangerId)).statusCode).toBe(404);
  });

  it('lists and searches the prospects of the university only', async () => {
    const all = (await list(w.admin)).json().data;
    const ids = all.prospects.map((p: { id: number }) => p.id);
    expect(ids).toContain(prospectId);
    expect(ids).toContain(chatterId);
    expect(ids).not.toContain(strangerId);
    const found = (await list(w.admin, '?search=priya')).json().data;
    expect(found).toEqual({
      prospects: [
        expect.objectContaining({
          id: prospectId,
          name: 'Priya Visitor',
          is_blocked: false,
          chats_count: 1,
        }),
      ],
      total: 1,
    });
    expect((await list(w.admin, '?page=0')).statusCode).toBe(400);
  });

  it('shows the profile, answers, consents and UTM', async () => {
    const response = await detail(w.admin, prospectId);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.prospect).toMatchObject({
      id: prospectId,
      answers: [{ question: 'When do you start?', answer: 'September 2027' }],
      consents: { terms_accepted_at: '2026-11-01T10:00:00.000Z', marketing: true },
      utm: { medium: 'social', source: 'instagram', campaign: 'open-day' },
      chats_count: 1,
    });
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const total = await auditTotal();
    expect((await patch(w.admin, prospectId, {})).statusCode).toBe(400);
    expect((await patch(w.admin, prospectId, { is_blocked: 'yes' })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/v1/admin/prospects/abc', w.admin)).statusCode).toBe(400);
    expect(await auditTotal()).toBe(total);
  });

  it('blocks: signed out at once, the chat told, no new sign-in; unblocks again', async () => {
    const session = await signIn(t.app, prospectEmail);
    const socket = await openSocket(url, session.token, sockets);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));

    const response = await patch(w.admin, prospectId, { is_blocked: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.prospect.is_blocked).toBe(true);
    expect(
      (await call(t.app, 'GET', '/api/v1/interactionSite/account/info', bearer(session.token)))
        .statusCode,
    ).toBe(401);
    expect(await closed).toBe('io server disconnect');
    expect(
      (await outboxEvents(t.database.db, dialogEventsChannel(dialogId))).at(-1)?.payload,
    ).toEqual({ type: 'dialogEdited', dialogId });
    const again = await call(
      t.app,
      'POST',
      '/api/v1/interactionSite/auth/login',
      {},
      {
        email: prospectEmail,
        password: TEST_PASSWORD,
      },
    );
    expect(again.statusCode).toBe(403);
    const entry = (await call(t.app, 'GET', '/api/v1/admin/audit?limit=1', w.admin)).json().data
      .entries[0];
    expect(entry).toMatchObject({
      action: 'prospect.block',
      target: `account:${prospectId}`,
      before: { is_blocked: false },
      after: { is_blocked: true },
    });

    expect(
      (await patch(w.admin, prospectId, { is_blocked: false })).json().data.prospect,
    ).toMatchObject({ is_blocked: false });
    expect((await signIn(t.app, prospectEmail)).token).toBeTruthy();
  });
});
