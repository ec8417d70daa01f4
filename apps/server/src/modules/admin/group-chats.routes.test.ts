import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogEventsChannel } from '@quad/shared/events';
import { outboxEvents } from '../../test/dialog-factories';
import { buildAmbassador } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildConsoleWorld, call, type ConsoleWorld } from './admin.fixture';

let t: TestApp;
let w: ConsoleWorld;
let mayaId: number;
let elsewhereId: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildConsoleWorld(t);
  mayaId = (
    await buildAmbassador(t.database.db, w.uni.id, { account: { name: 'Maya', lastName: 'Lee' } })
  ).account.id;
  elsewhereId = (await buildAmbassador(t.database.db, w.other.id)).account.id;
});
afterAll(() => t.close());

const base = '/api/v1/admin/groupChats';
const create = (headers: Record<string, string>, body: object) =>
  call(t.app, 'POST', base, headers, body);
const auditTotal = async () =>
  (await call(t.app, 'GET', '/api/v1/admin/audit', w.admin)).json().data.total as number;
const latestAudit = async () =>
  (await call(t.app, 'GET', '/api/v1/admin/audit?limit=1', w.admin)).json().data.entries[0];

describe('admin group chats and forums', () => {
  it('asks for a token and refuses prospects and ambassadors', async () => {
    const body = { kind: 'group', name: 'Physics applicants' };
    expect((await call(t.app, 'GET', base)).statusCode).toBe(401);
    expect((await create({}, body)).statusCode).toBe(401);
    for (const headers of [w.prospect, w.ambassador]) {
      expect((await call(t.app, 'GET', base, headers)).statusCode).toBe(403);
      expect((await create(headers, body)).statusCode).toBe(403);
      expect((await call(t.app, 'PATCH', `${base}/1`, headers, { name: 'x y' })).statusCode).toBe(
        403,
      );
    }
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const total = await auditTotal();
    expect((await create(w.admin, { kind: 'room', name: 'Physics' })).statusCode).toBe(400);
    expect((await create(w.admin, { kind: 'group', name: '' })).statusCode).toBe(400);
    expect((await call(t.app, 'PATCH', `${base}/1`, w.admin, {})).statusCode).toBe(400);
    expect(await auditTotal()).toBe(total);
  });

  it('creates a private group chat with a code, lists it, and edits it', async () => {
    const created = await create(w.admin, {
      kind: 'group',
      name: 'Physics applicants',
      description: 'Ask our physicists.',
      is_private: true,
    });
    expect(created.statusCode).toBe(200);
    const chat = created.json().data.groupChat;
    expect(chat).toMatchObject({ kind: 'group', name: 'Physics applicants', members_count: 0 });
    expect(chat.private_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await latestAudit()).toMatchObject({
      action: 'groupChat.create',
      target: `dialog:${chat.id}`,
    });

    const forum = (await create(w.admin, { kind: 'forum', name: 'Open forum' })).json().data
      .groupChat;
    expect(forum).toMatchObject({ kind: 'forum', private_code: null });
    const forums = (await call(t.app, 'GET', `${base}?kind=forum`, w.admin)).json().data;
    expect(forums.groupChats.map((c: { id: number }) => c.id)).toEqual([forum.id]);
    expect((await call(t.app, 'GET', base, w.otherAdmin)).json().data.total).toBe(0);

    const fresh = await call(t.app, 'PATCH', `${base}/${chat.id}`, w.admin, { new_code: true });
    expect(fresh.json().data.groupChat.private_code).not.toBe(chat.private_code);
    const opened = await call(t.app, 'PATCH', `${base}/${chat.id}`, w.admin, {
      name: 'Physics and astronomy',
      is_private: false,
    });
    expect(opened.json().data.groupChat).toMatchObject({
      name: 'Physics and astronomy',
      private_code: null,
    });
    expect(await latestAudit()).toMatchObject({
      action: 'groupChat.update',
      after: { name: 'Physics and astronomy', private_code: null },
    });
    expect(
      (await outboxEvents(t.database.db, dialogEventsChannel(chat.id))).at(-1)?.payload,
    ).toEqual({ type: 'dialogEdited', dialogId: chat.id });
  });

  it('adds and removes ambassadors, refuses others, and archives', async () => {
    const chat = (await create(w.admin, { kind: 'group', name: 'Rowing club' })).json().data
      .groupChat;
    const members = `${base}/${chat.id}/members`;
    expect((await call(t.app, 'POST', members, {}, { user_ids: [mayaId] })).statusCode).toBe(401);
    expect(
      (await call(t.app, 'POST', members, w.ambassador, { user_ids: [mayaId] })).statusCode,
    ).toBe(403);
    expect((await call(t.app, 'POST', members, w.admin, { user_ids: [] })).statusCode).toBe(400);
    expect(
      (await call(t.app, 'POST', members, w.admin, { user_ids: [elsewhereId] })).statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, 'POST', members, w.otherAdmin, { user_ids: [mayaId] })).statusCode,
    ).toBe(404);

    const added = await call(t.app, 'POST', members, w.admin, { user_ids: [mayaId] });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.members).toEqual([
      { id: mayaId, name: 'Maya Lee', role: 'ambassador' },
    ]);
    expect(await latestAudit()).toMatchObject({
      action: 'groupChat.addMembers',
      after: { user_ids: [mayaId] },
    });
    expect((await call(t.app, 'GET', members, w.admin)).json().data.members).toHaveLength(1);

    const removed = await call(t.app, 'DELETE', `${members}/${mayaId}`, w.admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.members).toEqual([]);
    expect((await call(t.app, 'DELETE', `${members}/${mayaId}`, w.admin)).statusCode).toBe(404);

    const archived = await call(t.app, 'PATCH', `${base}/${chat.id}`, w.admin, { archived: true });
    expect(archived.json().data.groupChat.archived).toBe(true);
    expect(
      (await outboxEvents(t.database.db, dialogEventsChannel(chat.id))).at(-1)?.payload,
    ).toEqual({ type: 'archived', dialogId: chat.id });
    expect(
      (await call(t.app, 'PATCH', `${base}/${chat.id}`, w.otherAdmin, { archived: false }))
        .statusCode,
    ).toBe(404);
  });
});
