import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAmbassador } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildConsoleWorld, call, type ConsoleWorld } from './admin.fixture';

let t: TestApp;
let w: ConsoleWorld;
let eventId: number;
let mayaId: number;
let elsewhereId: number;

const inDays = (days: number, hours = 0) =>
  new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildConsoleWorld(t);
  mayaId = (
    await buildAmbassador(t.database.db, w.uni.id, { account: { name: 'Maya', lastName: 'Lee' } })
  ).account.id;
  elsewhereId = (await buildAmbassador(t.database.db, w.other.id)).account.id;
  eventId = (
    await call(t.app, 'POST', '/api/v1/admin/liveEvents', w.admin, {
      name: 'Virtual open day',
      description: 'Tour the campus.',
      from_date: inDays(7),
      to_date: inDays(7, 1),
      is_promote: false,
    })
  ).json().data.liveEvent.id;
});
afterAll(() => t.close());

const speakers = () => `/api/v1/admin/liveEvents/${eventId}/speakers`;
const status = () => `/api/v1/admin/liveEvents/${eventId}/status`;
const latestAudit = async () =>
  (await call(t.app, 'GET', '/api/v1/admin/audit?limit=1', w.admin)).json().data.entries[0];
const auditTotal = async () =>
  (await call(t.app, 'GET', '/api/v1/admin/audit', w.admin)).json().data.total as number;

describe('live event speakers', () => {
  it('asks for a token and refuses prospects, ambassadors and other universities', async () => {
    expect((await call(t.app, 'GET', speakers())).statusCode).toBe(401);
    expect((await call(t.app, 'POST', speakers(), {}, { user_id: mayaId })).statusCode).toBe(401);
    for (const headers of [w.prospect, w.ambassador]) {
      expect((await call(t.app, 'GET', speakers(), headers)).statusCode).toBe(403);
      expect((await call(t.app, 'POST', speakers(), headers, { user_id: mayaId })).statusCode).toBe(
        403,
      );
    }
    expect((await call(t.app, 'GET', speakers(), w.otherAdmin)).statusCode).toBe(404);
  });

  it('adds a speaker with the join code shown, refuses outsiders, and removes one', async () => {
    const total = await auditTotal();
    expect((await call(t.app, 'POST', speakers(), w.admin, {})).statusCode).toBe(400);
    expect(
      (await call(t.app, 'POST', speakers(), w.admin, { user_id: elsewhereId })).statusCode,
    ).toBe(400);
    expect(await auditTotal()).toBe(total);

    const added = await call(t.app, 'POST', speakers(), w.admin, { user_id: mayaId });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toEqual({
      speakers: [{ id: mayaId, name: 'Maya Lee', role: 'ambassador' }],
      speaker_code: expect.stringMatching(/^[0-9A-F]{8}$/),
    });
    expect(await latestAudit()).toMatchObject({
      action: 'liveEvent.addSpeaker',
      after: { user_id: mayaId },
    });

    const removed = await call(t.app, 'DELETE', `${speakers()}/${mayaId}`, w.admin);
    expect(removed.json().data.speakers).toEqual([]);
    expect((await call(t.app, 'DELETE', `${speakers()}/${mayaId}`, w.admin)).statusCode).toBe(404);
    expect(await latestAudit()).toMatchObject({ action: 'liveEvent.removeSpeaker' });
  });
});

describe('live event status from the console', () => {
  it('refuses without a token, for other roles, bad input, and other universities', async () => {
    expect((await call(t.app, 'PUT', status(), {}, { status: 'inProgress' })).statusCode).toBe(401);
    expect(
      (await call(t.app, 'PUT', status(), w.ambassador, { status: 'inProgress' })).statusCode,
    ).toBe(403);
    expect((await call(t.app, 'PUT', status(), w.admin, { status: 'live' })).statusCode).toBe(400);
    expect(
      (await call(t.app, 'PUT', status(), w.otherAdmin, { status: 'inProgress' })).statusCode,
    ).toBe(404);
  });

  it('goes live and ends, audited; a refused change is a 409 and not audited', async () => {
    const live = await call(t.app, 'PUT', status(), w.admin, { status: 'inProgress' });
    expect(live.statusCode).toBe(200);
    expect(await latestAudit()).toMatchObject({
      action: 'liveEvent.status',
      target: `liveEvent:${eventId}`,
      before: { status: 'upcoming' },
      after: { status: 'inProgress' },
    });
    const total = await auditTotal();
    expect((await call(t.app, 'PUT', status(), w.admin, { status: 'upcoming' })).statusCode).toBe(
      409,
    );
    expect(await auditTotal()).toBe(total);
    expect((await call(t.app, 'PUT', status(), w.admin, { status: 'completed' })).statusCode).toBe(
      200,
    );
  });
});
