import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildConsoleWorld, call, type ConsoleWorld } from './admin.fixture';

let t: TestApp;
let w: ConsoleWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildConsoleWorld(t);
});
afterAll(() => t.close());

const inDays = (days: number, hours = 0) =>
  new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();
const event = (overrides: object = {}) => ({
  name: 'Virtual open day',
  description: 'Tour the campus with our students.',
  from_date: inDays(7),
  to_date: inDays(7, 1),
  is_promote: true,
  ...overrides,
});
const create = (headers: Record<string, string>, body: object) =>
  call(t.app, 'POST', '/api/v1/admin/liveEvents', headers, body);
const list = (headers: Record<string, string>) =>
  call(t.app, 'GET', '/api/v1/admin/liveEvents', headers);
const auditTotal = async () =>
  (await call(t.app, 'GET', '/api/v1/admin/audit', w.admin)).json().data.total as number;

describe('admin live events', () => {
  it('asks for a token and refuses prospects and ambassadors', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await create({}, event())).statusCode).toBe(401);
    for (const headers of [w.prospect, w.ambassador]) {
      expect((await list(headers)).statusCode).toBe(403);
      expect((await create(headers, event())).statusCode).toBe(403);
    }
  });

  it('schedules an upcoming event with a join code, shown in the widget and audited', async () => {
    const response = await create(w.admin, event());
    expect(response.statusCode).toBe(200);
    const created = response.json().data.liveEvent;
    expect(created).toMatchObject({ name: 'Virtual open day', status: 'upcoming' });
    expect(created.speaker_code).toMatch(/^[0-9A-F]{8}$/);

    const widget = await call(
      t.app,
      'POST',
      '/api/v1/widget/liveStreams/getLiveStreams',
      {},
      {
        universityId: w.uni.id,
        limit: 20,
      },
    );
    const ids = (widget.json().data.liveStreams as { id: number }[]).map((stream) => stream.id);
    expect(ids).toContain(created.id);

    const entry = (await call(t.app, 'GET', '/api/v1/admin/audit?limit=1', w.admin)).json().data
      .entries[0];
    expect(entry).toMatchObject({ action: 'liveEvent.create', target: `liveEvent:${created.id}` });

    // The console's admin goes live with the live events module's own route.
    const live = await call(
      t.app,
      'PUT',
      `/api/v1/widget/liveStreams/${created.id}/status`,
      w.admin,
      { status: 'inProgress' },
    );
    expect(live.statusCode).toBe(200);
  });

  it("lists only the admin's own university's events", async () => {
    expect((await list(w.admin)).json().data.total).toBe(1);
    expect((await list(w.otherAdmin)).json().data.total).toBe(0);
  });

  it.each([
    ['a name too short', event({ name: 'Hi' })],
    ['an end before the start', event({ to_date: inDays(6) })],
    ['a date that is not a date', event({ from_date: 'next week' })],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const total = await auditTotal();
    expect((await create(w.admin, body)).statusCode).toBe(400);
    expect(await auditTotal()).toBe(total);
    expect((await list(w.admin)).json().data.total).toBe(1);
  });
});
