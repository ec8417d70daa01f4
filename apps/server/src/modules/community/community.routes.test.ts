import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dialogMembers, dialogs } from '../../core/db/schema';
import { buildMessages, buildGroupChat } from '../../test/dialog-factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  buildCommunityWorld,
  buildPersonal,
  buildRoom,
  type CommunityPerson,
  type CommunityWorld,
} from './community.fixture';

const base = '/api/v1/community';
type Method = 'GET' | 'POST' | 'DELETE';

let t: TestApp;
let w: CommunityWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildCommunityWorld(t.app);
});
afterAll(async () => {
  await t?.close();
});

function call(method: Method, path: string, who?: { authorization: string }, payload?: object) {
  return t.app.inject({
    method,
    url: `${base}${path}`,
    ...(who ? { headers: who } : {}),
    ...(payload ? { payload } : {}),
  });
}
const as = (person: CommunityPerson) => person.headers;

describe('every community route', () => {
  let routes: [Method, string, object?][];
  beforeAll(async () => {
    const room = await buildRoom(w.db, w.space, [w.prospect.account]);
    routes = [
      ['GET', `/spaces?universityId=${w.university.id}`],
      ['GET', `/spaces/${w.space.id}`],
      ['GET', `/spaces/default?universityId=${w.university.id}`],
      ['GET', `/dialogs?spaceId=${w.space.id}`],
      ['GET', '/dialogs/my'],
      ['GET', `/dialogs/${room.id}`],
      ['GET', `/dialogs/personal/${w.ambassador.account.id}`],
      ['GET', `/dialogs/${room.id}/messages`],
      ['POST', `/dialogs/${room.id}/messages`, { text: 'Hello' }],
      ['POST', '/messages/view', { dialogId: room.id, seq: 1 }],
      [
        'POST',
        '/dialogs/create/ambassador',
        { spaceId: w.space.id, userId: w.ambassador.account.id },
      ],
      ['POST', '/dialogs/create/prospect', { spaceId: w.space.id, userId: w.prospect.account.id }],
      ['POST', `/dialogs/${room.id}/join`],
      ['DELETE', `/dialogs/${room.id}/leave`],
      ['POST', '/messages/report', { dialog_id: room.id, message_id: 1 }],
      ['GET', `/users/${w.ambassador.account.id}/info`],
      ['GET', `/users/ambassadors?universityId=${w.university.id}`],
      ['GET', `/users/prospects?spaceId=${w.space.id}`],
    ];
  });

  it('refuses a caller with no token (401)', async () => {
    for (const [method, path, body] of routes) {
      const response = await call(method, path, undefined, body);
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it("refuses the widget's token (401): the community has its own session", async () => {
    for (const [method, path, body] of routes) {
      const response = await call(method, path, w.prospect.main, body);
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('refuses an account that follows no subject yet with SUBJECTS_REQUIRED (403)', async () => {
    for (const [method, path, body] of routes) {
      const response = await call(method, path, as(w.newcomer), body);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json().error.code).toBe('SUBJECTS_REQUIRED');
    }
  });

  it('lets an admin in without subjects', async () => {
    const response = await call('GET', '/spaces', as(w.admin));
    expect(response.statusCode).toBe(200);
  });

  it('answers bad input with 400 and changes nothing', async () => {
    const before = await w.db.select().from(dialogs);
    const bad: [Method, string, object?][] = [
      ['GET', '/spaces?universityId=abc'],
      ['GET', '/spaces/0'],
      ['GET', '/dialogs'],
      ['GET', `/dialogs?spaceId=${w.space.id}&page=0`],
      ['GET', '/dialogs/my?limit=1000'],
      ['GET', '/dialogs/x'],
      ['GET', '/dialogs/1/messages?beforeMessageId=1&afterMessageId=2'],
      ['POST', '/dialogs/1/messages', { text: '' }],
      ['POST', '/dialogs/1/messages', { text: 'hi', clientMessageId: 'no' }],
      ['POST', '/messages/view', { dialogId: 1, seq: -1 }],
      ['POST', '/dialogs/create/ambassador', { spaceId: 'one', userId: 1 }],
      ['POST', '/dialogs/create/prospect', {}],
      ['POST', '/messages/report', { dialog_id: 1 }],
      ['GET', '/users/ambassadors'],
      ['GET', '/users/prospects?search=' + 'x'.repeat(200) + `&spaceId=${w.space.id}`],
      ['GET', '/users/0/info'],
    ];
    for (const [method, path, body] of bad) {
      const response = await call(method, path, as(w.prospect), body);
      expect(response.statusCode, `${method} ${path}`).toBe(400);
    }
    expect(await w.db.select().from(dialogs)).toEqual(before);
  });
});

describe('spaces', () => {
  it("lists the spaces of the caller's university with their counts", async () => {
    await buildRoom(w.db, w.space, [w.ambassador.account], { name: 'Counted room' });
    const response = await call('GET', '/spaces', as(w.prospect));
    expect(response.statusCode).toBe(200);
    const { items } = response.json().data;
    expect(items.map((s: { id: number }) => s.id)).toEqual([w.space.id]);
    expect(items[0]).toMatchObject({
      name: 'Northbridge',
      isDefault: true,
      universityId: w.university.id,
      avatar: null,
    });
    expect(items[0].conversationsCount).toBeGreaterThan(0);
    expect(items[0].membersCount).toBeGreaterThan(0);
  });

  it("shows a group's prospect the spaces of every university of the group", async () => {
    const response = await call('GET', '/spaces', as(w.groupProspect));
    const ids = response.json().data.items.map((s: { id: number }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([w.space.id, w.otherSpace.id]));
  });

  it("hides another university's spaces (404)", async () => {
    expect((await call('GET', `/spaces/${w.otherSpace.id}`, as(w.prospect))).statusCode).toBe(404);
    expect(
      (await call('GET', `/spaces?universityId=${w.otherUniversity.id}`, as(w.prospect)))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/spaces/999999', as(w.prospect))).statusCode).toBe(404);
  });

  it('answers the default space of a university, and of the caller when none is named', async () => {
    const named = await call(
      'GET',
      `/spaces/default?universityId=${w.university.id}`,
      as(w.ambassador),
    );
    expect(named.json().data.space.id).toBe(w.space.id);
    const mine = await call('GET', '/spaces/default', as(w.otherAmbassador));
    expect(mine.json().data.space.id).toBe(w.otherSpace.id);
    const theirs = await call(
      'GET',
      `/spaces/default?universityId=${w.otherUniversity.id}`,
      as(w.ambassador),
    );
    expect(theirs.statusCode).toBe(404);
  });
});

describe('rooms and conversations', () => {
  it("lists a space's rooms with membership, counts and abilities; by subject and search", async () => {
    const joined = await buildRoom(w.db, w.space, [w.prospect.account, w.ambassador.account], {
      name: 'Business & Management',
      subjectId: 31,
    });
    await buildMessages(w.db, joined.id, w.ambassador.account, 3);
    const other = await buildRoom(w.db, w.space, [w.ambassador.account], {
      name: 'Accommodation & city life',
    });
    const response = await call('GET', `/dialogs?spaceId=${w.space.id}&limit=50`, as(w.prospect));
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json().data;
    expect(total).toBe(items.length);
    const mine = items.find((d: { id: number }) => d.id === joined.id);
    expect(mine).toMatchObject({
      kind: 'room',
      type: 4,
      spaceId: w.space.id,
      isMember: true,
      membersCount: 2,
      unreadCount: 3,
      subject: { id: 31, name: 'Business Management' },
      interlocutor: null,
      abilities: { canRead: true, canWrite: true, canJoin: false, canLeave: true, canReport: true },
    });
    expect(mine.lastMessage.text).toBe('Message 3');
    expect(items.find((d: { id: number }) => d.id === other.id)).toMatchObject({
      isMember: false,
      unreadCount: 0,
      abilities: { canRead: true, canWrite: false, canJoin: true, canLeave: false },
    });

    const bySubject = await call(
      'GET',
      `/dialogs?spaceId=${w.space.id}&subjectId=31`,
      as(w.prospect),
    );
    expect(bySubject.json().data.items.map((d: { id: number }) => d.id)).toEqual([joined.id]);
    const bySearch = await call(
      'GET',
      `/dialogs?spaceId=${w.space.id}&search=accommodation`,
      as(w.prospect),
    );
    expect(bySearch.json().data.items.map((d: { id: number }) => d.id)).toEqual([other.id]);
    const paged = await call(
      'GET',
      `/dialogs?spaceId=${w.space.id}&limit=1&page=2`,
      as(w.prospect),
    );
    expect(paged.json().data.items).toHaveLength(1);
  });

  it("refuses the rooms of another university's space (404)", async () => {
    const response = await call('GET', `/dialogs?spaceId=${w.otherSpace.id}`, as(w.prospect));
    expect(response.statusCode).toBe(404);
  });

  it('lists my rooms and personal conversations, newest activity first, never widget dialogs', async () => {
    const room = await buildRoom(w.db, w.space, [w.otherProspect.account], { name: 'Mine' });
    const personal = await buildPersonal(
      w.db,
      w.space,
      w.otherProspect.account,
      w.ambassador.account,
    );
    await buildMessages(w.db, personal.id, w.ambassador.account, 2);
    const widgetChat = await buildGroupChat(w.db, w.university.id, [w.otherProspect.account]);
    const response = await call('GET', '/dialogs/my', as(w.otherProspect));
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.items.map((d: { id: number }) => d.id);
    expect(ids.slice(0, 2)).toEqual([personal.id, room.id]);
    expect(ids).not.toContain(widgetChat.id);
    const first = response.json().data.items[0];
    expect(first).toMatchObject({
      kind: 'personal',
      type: 1,
      name: null,
      unreadCount: 2,
      interlocutor: { id: w.ambassador.account.id, role_key: 'univercity-student' },
      abilities: { canWrite: true, canJoin: false, canLeave: false },
    });
    const inSpace = await call(
      'GET',
      `/dialogs/my?spaceId=${w.otherSpace.id}`,
      as(w.otherProspect),
    );
    expect(inSpace.statusCode).toBe(404);
  });

  it('shows one conversation; a personal one only to its two people and their admins', async () => {
    const personal = await buildPersonal(w.db, w.space, w.prospect.account, w.ambassador.account);
    expect((await call('GET', `/dialogs/${personal.id}`, as(w.prospect))).statusCode).toBe(200);
    expect((await call('GET', `/dialogs/${personal.id}`, as(w.admin))).statusCode).toBe(200);
    expect((await call('GET', `/dialogs/${personal.id}`, as(w.otherProspect))).statusCode).toBe(
      404,
    );
    const room = await buildRoom(w.db, w.space, []);
    expect((await call('GET', `/dialogs/${room.id}`, as(w.otherProspect))).statusCode).toBe(200);
    const otherRoom = await buildRoom(w.db, w.otherSpace, []);
    expect((await call('GET', `/dialogs/${otherRoom.id}`, as(w.prospect))).statusCode).toBe(404);
  });

  it('never answers a widget dialog (404)', async () => {
    const widgetChat = await buildGroupChat(w.db, w.university.id, [w.prospect.account]);
    expect((await call('GET', `/dialogs/${widgetChat.id}`, as(w.prospect))).statusCode).toBe(404);
    expect(
      (await call('GET', `/dialogs/${widgetChat.id}/messages`, as(w.prospect))).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/dialogs/${widgetChat.id}/messages`, as(w.prospect), { text: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', `/dialogs/${widgetChat.id}/join`, as(w.prospect))).statusCode).toBe(
      404,
    );
  });
});

describe('personal conversations', () => {
  it('starts one with an ambassador once: the same two people always get the same one', async () => {
    const body = { spaceId: w.space.id, userId: w.ambassador.account.id };
    const first = await call('POST', '/dialogs/create/ambassador', as(w.groupProspect), body);
    expect(first.statusCode).toBe(200);
    const dialog = first.json().data.dialog;
    expect(dialog).toMatchObject({
      kind: 'personal',
      spaceId: w.space.id,
      isMember: true,
      membersCount: 2,
      interlocutor: { id: w.ambassador.account.id },
    });
    const again = await call('POST', '/dialogs/create/ambassador', as(w.groupProspect), body);
    expect(again.json().data.dialog.id).toBe(dialog.id);
    const [row] = await w.db.select().from(dialogs).where(eq(dialogs.id, dialog.id));
    expect(row?.pairKey).toBe(
      `space:${w.space.id}:${Math.min(w.groupProspect.account.id, w.ambassador.account.id)}:${Math.max(w.groupProspect.account.id, w.ambassador.account.id)}`,
    );

    const found = await call(
      'GET',
      `/dialogs/personal/${w.ambassador.account.id}`,
      as(w.groupProspect),
    );
    expect(found.json().data.dialog.id).toBe(dialog.id);
  });

  it('answers 404 for a personal conversation that has not started', async () => {
    const response = await call(
      'GET',
      `/dialogs/personal/${w.otherProspect.account.id}`,
      as(w.admin),
    );
    expect(response.statusCode).toBe(404);
  });

  it("refuses someone who is not an ambassador of the space's university (404)", async () => {
    for (const userId of [w.otherAmbassador.account.id, w.otherProspect.account.id, 999999]) {
      const response = await call('POST', '/dialogs/create/ambassador', as(w.prospect), {
        spaceId: w.space.id,
        userId,
      });
      expect(response.statusCode, String(userId)).toBe(404);
    }
  });

  it('refuses a conversation with oneself (400) and in a space one cannot see (404)', async () => {
    const self = await call('POST', '/dialogs/create/ambassador', as(w.ambassador), {
      spaceId: w.space.id,
      userId: w.ambassador.account.id,
    });
    expect(self.statusCode).toBe(400);
    const elsewhere = await call('POST', '/dialogs/create/ambassador', as(w.prospect), {
      spaceId: w.otherSpace.id,
      userId: w.otherAmbassador.account.id,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('lets ambassadors and admins start one with a prospect, and refuses prospects (403)', async () => {
    const body = { spaceId: w.space.id, userId: w.otherProspect.account.id };
    const byAmbassador = await call('POST', '/dialogs/create/prospect', as(w.ambassador), body);
    expect(byAmbassador.statusCode).toBe(200);
    const byAdmin = await call('POST', '/dialogs/create/prospect', as(w.admin), body);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.dialog.id).not.toBe(byAmbassador.json().data.dialog.id);
    const byProspect = await call('POST', '/dialogs/create/prospect', as(w.prospect), body);
    expect(byProspect.statusCode).toBe(403);
    const notMember = await call('POST', '/dialogs/create/prospect', as(w.ambassador), {
      spaceId: w.space.id,
      userId: w.newcomer.account.id,
    });
    expect(notMember.statusCode).toBe(404);
  });
});

describe('joining and leaving rooms', () => {
  it('joins a room once, then leaves it', async () => {
    const room = await buildRoom(w.db, w.space, [w.ambassador.account], { name: 'Engineering' });
    const joined = await call('POST', `/dialogs/${room.id}/join`, as(w.otherProspect));
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data.dialog).toMatchObject({
      isMember: true,
      membersCount: 2,
      abilities: { canWrite: true, canLeave: true, canJoin: false },
    });
    const again = await call('POST', `/dialogs/${room.id}/join`, as(w.otherProspect));
    expect(again.json().data.dialog.membersCount).toBe(2);
    const left = await call('DELETE', `/dialogs/${room.id}/leave`, as(w.otherProspect));
    expect(left.statusCode).toBe(200);
    expect(left.json().data.dialog).toMatchObject({ isMember: false, membersCount: 1 });
    const [member] = await w.db
      .select()
      .from(dialogMembers)
      .where(eq(dialogMembers.dialogId, room.id));
    expect(member).toBeDefined();
  });

  it('refuses to join a personal conversation (403) or leave a room one is not in (403)', async () => {
    const personal = await buildPersonal(w.db, w.space, w.prospect.account, w.ambassador.account);
    expect((await call('POST', `/dialogs/${personal.id}/join`, as(w.prospect))).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/dialogs/${personal.id}/leave`, as(w.prospect))).statusCode).toBe(
      403,
    );
    const room = await buildRoom(w.db, w.space, []);
    const response = await call('DELETE', `/dialogs/${room.id}/leave`, as(w.prospect));
    expect(response.statusCode).toBe(403);
  });

  it("refuses another university's room (404)", async () => {
    const room = await buildRoom(w.db, w.otherSpace, []);
    expect((await call('POST', `/dialogs/${room.id}/join`, as(w.prospect))).statusCode).toBe(404);
  });
});

describe('members', () => {
  it("shows a member's public profile, never their email or phone", async () => {
    const response = await call('GET', `/users/${w.ambassador.account.id}/info`, as(w.prospect));
    expect(response.statusCode).toBe(200);
    const { user } = response.json().data;
    expect(user).toMatchObject({
      id: w.ambassador.account.id,
      name: 'Amara',
      roleKey: 'univercity-student',
      university: { id: w.university.id, name: 'Northbridge University' },
      subjects: [{ id: 41, name: 'Computer Engineering' }],
      ambassadorData: {
        profile: { key: 'student' },
        course: { id: 41, name: 'Computer Engineering' },
        yearOfStudy: 2,
      },
      abilities: { canMessage: true },
    });
    const prospect = await call('GET', `/users/${w.prospect.account.id}/info`, as(w.otherProspect));
    expect(prospect.json().data.user).toMatchObject({
      subjects: [{ id: 31, name: 'Business Management' }],
      ambassadorData: null,
      abilities: { canMessage: false },
    });
    expect(response.body).not.toContain('@example.com');
    expect(prospect.body).not.toContain('7700900123');
  });

  it('hides people outside the viewer’s universities and prospects outside the community (404)', async () => {
    for (const id of [w.otherAmbassador.account.id, w.newcomer.account.id, 999999]) {
      const response = await call('GET', `/users/${id}/info`, as(w.prospect));
      expect(response.statusCode, String(id)).toBe(404);
    }
  });

  it('lists ambassadors and community prospects with search and paging', async () => {
    const ambassadors = await call(
      'GET',
      `/users/ambassadors?universityId=${w.university.id}`,
      as(w.prospect),
    );
    expect(ambassadors.json().data.items.map((u: { id: number }) => u.id)).toEqual([
      w.ambassador.account.id,
    ]);
    const prospects = await call('GET', `/users/prospects?spaceId=${w.space.id}`, as(w.ambassador));
    const ids = prospects.json().data.items.map((u: { id: number }) => u.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        w.prospect.account.id,
        w.otherProspect.account.id,
        w.groupProspect.account.id,
      ]),
    );
    expect(ids).not.toContain(w.newcomer.account.id);
    expect(prospects.json().data.items[0].abilities.canMessage).toBe(true);
    const searched = await call(
      'GET',
      `/users/prospects?spaceId=${w.space.id}&search=rossi`,
      as(w.ambassador),
    );
    expect(searched.json().data.items.map((u: { id: number }) => u.id)).toEqual([
      w.prospect.account.id,
    ]);
    const paged = await call(
      'GET',
      `/users/prospects?spaceId=${w.space.id}&limit=1&page=2`,
      as(w.ambassador),
    );
    expect(paged.json().data).toMatchObject({ total: 3 });
    expect(paged.json().data.items).toHaveLength(1);
    expect(prospects.body).not.toContain('@example.com');
  });

  it("refuses another university's member lists (404)", async () => {
    const response = await call(
      'GET',
      `/users/ambassadors?universityId=${w.otherUniversity.id}`,
      as(w.prospect),
    );
    expect(response.statusCode).toBe(404);
  });
});
