import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildAmbassador } from '../../test/factories';
import { buildConsoleWorld, call, type ConsoleWorld } from './admin.fixture';

let t: TestApp;
let w: ConsoleWorld;
let ambassadorId: number;
let elsewhereId: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildConsoleWorld(t);
  ambassadorId = (
    await buildAmbassador(t.database.db, w.uni.id, { account: { name: 'Zara', lastName: 'Quinn' } })
  ).account.id;
  await buildAdmin(t.database.db, w.uni.id, { name: 'Bea', lastName: 'Second' });
  elsewhereId = (await buildAmbassador(t.database.db, w.other.id)).account.id;
});
afterAll(() => t.close());

const list = (headers: Record<string, string>, query = '') =>
  call(t.app, 'GET', `/api/v1/admin/people${query}`, headers);
const patch = (headers: Record<string, string>, id: number, body: object) =>
  call(t.app, 'PATCH', `/api/v1/admin/people/${id}`, headers, body);
const widgetIds = async () =>
  (
    (
      await call(
        t.app,
        'POST',
        '/api/v1/widget/users/getUsers',
        {},
        {
          universityId: w.uni.id,
          limit: 50,
        },
      )
    ).json().data.users as { id: number }[]
  ).map((user) => user.id);
const auditTotal = async () =>
  (await call(t.app, 'GET', '/api/v1/admin/audit', w.admin)).json().data.total as number;

describe('admin people', () => {
  it('asks for a token and refuses prospects and ambassadors', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await patch({}, ambassadorId, { is_enabled: false })).statusCode).toBe(401);
    for (const headers of [w.prospect, w.ambassador]) {
      expect((await list(headers)).statusCode).toBe(403);
      expect((await patch(headers, ambassadorId, { is_enabled: false })).statusCode).toBe(403);
    }
  });

  it('lists the ambassadors and admins of the university only, by role and search', async () => {
    const all = (await list(w.admin)).json().data;
    expect(all.total).toBe(4);
    expect(all.people.map((p: { id: number }) => p.id)).not.toContain(elsewhereId);
    const admins = (await list(w.admin, '?role=admin')).json().data;
    expect(admins.people.every((p: { role: string }) => p.role === 'admin')).toBe(true);
    const found = (await list(w.admin, '?search=quinn')).json().data;
    expect(found.people).toEqual([
      expect.objectContaining({ id: ambassadorId, name: 'Zara Quinn', is_published: true }),
    ]);
  });

  it('unpublishes a profile (gone from the widget) and publishes it again, audited', async () => {
    expect(await widgetIds()).toContain(ambassadorId);
    const response = await patch(w.admin, ambassadorId, { is_published: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.person.is_published).toBe(false);
    expect(await widgetIds()).not.toContain(ambassadorId);
    const entry = (await call(t.app, 'GET', '/api/v1/admin/audit?limit=1', w.admin)).json().data
      .entries[0];
    expect(entry).toMatchObject({
      action: 'person.update',
      before: { is_published: true },
      after: { is_published: false },
    });
    await patch(w.admin, ambassadorId, { is_published: true });
    expect(await widgetIds()).toContain(ambassadorId);
  });

  it('disables and enables an ambassador', async () => {
    const response = await patch(w.admin, ambassadorId, { is_enabled: false });
    expect(response.json().data.person.is_enabled).toBe(false);
    expect(await widgetIds()).not.toContain(ambassadorId);
    await patch(w.admin, ambassadorId, { is_enabled: true });
    expect(await widgetIds()).toContain(ambassadorId);
  });

  it('refuses bad changes with 400 and changes nothing', async () => {
    const total = await auditTotal();
    expect((await patch(w.admin, ambassadorId, {})).statusCode).toBe(400);
    expect((await patch(w.admin, ambassadorId, { is_enabled: 'no' })).statusCode).toBe(400);
    expect((await patch(w.admin, w.adminAccount.id, { is_enabled: false })).statusCode).toBe(400);
    expect((await patch(w.admin, w.adminAccount.id, { is_published: true })).statusCode).toBe(400);
    expect(await auditTotal()).toBe(total);
  });

  it("answers 404 for another university's ambassador", async () => {
    expect((await patch(w.admin, elsewhereId, { is_enabled: false })).statusCode).toBe(404);
    expect((await patch(w.otherAdmin, ambassadorId, { is_enabled: false })).statusCode).toBe(404);
  });
});
