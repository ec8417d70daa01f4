import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { userDialogsChannel } from '@quad/shared/events';
import { dialogs, messages, questionAnswers, questions } from '../../core/db/schema';
import type { TestApp } from '../../test/test-app';
import { selectRows } from '../../test/test-database';
import {
  buildAdmin,
  buildAmbassador,
  buildGroup,
  buildProspect,
  buildUniversity,
} from '../../test/factories';
import {
  addMember,
  useChatWorld,
  buildGroupChat,
  buildMessages,
  buildWorldChat,
  buildWorldGroup,
  outboxEvents,
  personOf,
  type ChatWorld,
} from '../../test/dialog-factories';

let t: TestApp;
let world: ChatWorld;

useChatWorld((ready) => ({ t, world } = ready));

const base = '/api/v1/interactionSite';
type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url: `${base}${url}`, headers });
const post = (url: string, payload: object, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url: `${base}${url}`, payload, headers });

/** A prospect of their own, so lists and counters start empty. */
async function freshProspect(name = 'Lina') {
  return personOf(t.app, await buildProspect(world.db, { name }));
}

describe('GET /dialogs', () => {
  it("lists the caller's conversations newest first, with the last message and unread count", async () => {
    const me = await freshProspect();
    const older = await buildGroupChat(world.db, world.university.id, [
      me.account,
      world.member.account,
    ]);
    await buildMessages(world.db, older.id, world.member.account, 2);
    const newer = await buildGroupChat(
      world.db,
      world.university.id,
      [me.account, world.member.account],
      {
        name: 'Newer',
      },
    );
    const [last] = (await buildMessages(world.db, newer.id, world.member.account, 3)).slice(-1);
    const response = await get('/dialogs', me.headers);
    expect(response.statusCode).toBe(200);
    const { dialogs: listed, total } = response.json().data;
    expect(total).toBe(2);
    expect(listed.map((d: { id: number }) => d.id)).toEqual([newer.id, older.id]);
    expect(listed[0]).toMatchObject({
      type: 4,
      name: 'Newer',
      new_messages: 3,
      last_seq: 3,
      isJoined: true,
      university: { id: world.university.id, name: 'Northbridge University' },
      last_message: { id: last?.id, seq: 3 },
    });
    expect(listed[0]).not.toHaveProperty('members');
  });

  it('keeps archived conversations apart and filters by type', async () => {
    const me = await freshProspect();
    const live = await buildGroupChat(world.db, world.university.id, [me.account]);
    const archived = await buildGroupChat(world.db, world.university.id, [me.account], {
      archived: true,
    });
    const forum = await buildGroupChat(world.db, world.university.id, [me.account], { type: 7 });
    const idsOf = async (query: string) =>
      (await get(`/dialogs?${query}`, me.headers))
        .json()
        .data.dialogs.map((d: { id: number }) => d.id);
    expect((await idsOf('')).sort()).toEqual([live.id, forum.id].sort());
    expect(await idsOf('archived=true')).toEqual([archived.id]);
    expect(await idsOf('type=7')).toEqual([forum.id]);
  });

  it.each(['type=3', 'limit=0', 'limit=51', 'offset=-1', 'archived=yes'])(
    'refuses %s with a 400',
    async (query) => {
      const response = await get(`/dialogs?${query}`, world.owner.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    },
  );
});

describe('GET /dialogs/ambassadorDialogs', () => {
  it('gives an admin every individual chat of their university, and an ambassador their own', async () => {
    const uni = await buildUniversity(world.db);
    const a = await buildAmbassador(world.db, uni.id);
    const b = await buildAmbassador(world.db, uni.id);
    const admin = await personOf(t.app, await buildAdmin(world.db, uni.id));
    const p = await freshProspect();
    const chatA = await buildGroupChat(world.db, uni.id, [p.account, a.account], { type: 1 });
    const chatB = await buildGroupChat(world.db, uni.id, [p.account, b.account], { type: 1 });
    await buildGroupChat(world.db, uni.id, [p.account, b.account]);
    for (const chat of [chatA, chatB]) await buildMessages(world.db, chat.id, p.account, 1);
    // A chat nobody wrote in yet is in no ambassador's or admin's list.
    await buildGroupChat(world.db, uni.id, [p.account, a.account], { type: 1 });
    const adminIds = (await get('/dialogs/ambassadorDialogs', admin.headers))
      .json()
      .data.dialogs.map((d: { id: number }) => d.id);
    expect(adminIds.sort()).toEqual([chatA.id, chatB.id].sort());
    const ambassador = await personOf(t.app, b.account);
    const own = (await get('/dialogs/ambassadorDialogs?type=1', ambassador.headers)).json().data;
    expect(own.dialogs.map((d: { id: number }) => d.id)).toEqual([chatB.id]);
  });
});

describe('GET /dialogs/{id}', () => {
  it('answers the dialog with its members and what the caller may do', async () => {
    const dialog = await buildWorldChat(world);
    const response = await get(`/dialogs/${dialog.id}`, world.member.headers);
    expect(response.statusCode).toBe(200);
    const { dialog: shown } = response.json().data;
    expect(shown).toMatchObject({
      id: dialog.id,
      type: 1,
      prospect: { id: world.owner.account.id, name: 'Sofia' },
      first_ambassador: { id: world.member.account.id },
      isProspectBlocked: false,
      is_enabled: true,
      is_private: false,
      abilities: { canSend: true, canClose: true, canModerate: true, canReport: false },
    });
    expect(shown.members.map((m: { id: number; role_key: string }) => [m.id, m.role_key])).toEqual([
      [world.owner.account.id, 'prospect'],
      [world.member.account.id, 'univercity-student'],
    ]);
  });

  it('tells a prospect they may report but not close', async () => {
    const dialog = await buildWorldChat(world);
    const { dialog: shown } = (await get(`/dialogs/${dialog.id}`, world.owner.headers)).json().data;
    expect(shown.abilities).toMatchObject({ canReport: true, canClose: false, canLeave: true });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/dialogs/2000000000', world.owner.headers)).statusCode).toBe(404);
    const bad = await get('/dialogs/abc', world.owner.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^path\.id/);
  });
});

describe('GET /dialogs/ids, /new/messagesCounter and /new/chatBoxDialogsMessages', () => {
  it('count unread messages and list them per dialog', async () => {
    const me = await freshProspect();
    const one = await buildGroupChat(world.db, world.university.id, [
      me.account,
      world.member.account,
    ]);
    const two = await buildGroupChat(world.db, world.university.id, [
      me.account,
      world.member.account,
    ]);
    await buildMessages(world.db, one.id, world.member.account, 7);
    await buildMessages(world.db, two.id, world.member.account, 2);
    const ids = (await get('/dialogs/ids', me.headers)).json().data.dialogIds;
    expect(ids.sort()).toEqual([one.id, two.id].sort());
    expect((await get('/dialogs/new/messagesCounter', me.headers)).json().data).toEqual({
      total: 9,
    });
    const { items } = (await get('/dialogs/new/chatBoxDialogsMessages', me.headers)).json().data;
    expect(items.map((i: { dialog: { id: number } }) => i.dialog.id).sort()).toEqual(
      [one.id, two.id].sort(),
    );
    const ofOne = items.find((i: { dialog: { id: number } }) => i.dialog.id === one.id);
    expect(ofOne.dialog.new_messages).toBe(7);
    expect(ofOne.messages.map((m: { seq: number }) => m.seq)).toEqual([3, 4, 5, 6, 7]);
    const ofTwo = items.find((i: { dialog: { id: number } }) => i.dialog.id === two.id);
    expect(ofTwo.messages.map((m: { seq: number }) => m.seq)).toEqual([1, 2]);
    for (const item of items) {
      for (const message of item.messages) expect(message.dialog_id).toBe(item.dialog.id);
    }
  });
});

describe('GET /dialogs/prospectInfo', () => {
  it('shows the prospect and their answers to the university questions', async () => {
    const uni = await buildUniversity(world.db);
    const { account } = await buildAmbassador(world.db, uni.id);
    const prospect = await buildProspect(world.db, {
      name: 'Kemi',
      nationalityId: 1,
      studyStartDate: '2026-09-01',
    });
    const [question] = await world.db
      .insert(questions)
      .values({
        universityId: uni.id,
        key: 'subject',
        question: 'What will you study?',
        kind: 'mandatory',
      })
      .returning();
    await world.db
      .insert(questionAnswers)
      .values({ questionId: question!.id, accountId: prospect.id, answer: ['Law', 'History'] });
    const dialog = await buildGroupChat(world.db, uni.id, [prospect, account], { type: 1 });
    const ambassador = await personOf(t.app, account);
    const response = await get(`/dialogs/prospectInfo?dialogId=${dialog.id}`, ambassador.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.prospect).toMatchObject({
      id: prospect.id,
      name: 'Kemi',
      nationality: { id: 1, name: 'Afghan' },
      study_start_date: '2026-09-01',
      answers: [{ question: 'What will you study?', answer: 'Law, History' }],
    });
    const shown = (await get(`/dialogs/${dialog.id}`, ambassador.headers)).json().data.dialog;
    expect(shown.universityQuestionsAnswered).toBe(true);
  });

  it('answers 404 for a group chat, which has no single prospect, and 400 without a dialogId', async () => {
    const group = await buildWorldGroup(world);
    expect(
      (await get(`/dialogs/prospectInfo?dialogId=${group.id}`, world.member.headers)).statusCode,
    ).toBe(404);
    expect((await get('/dialogs/prospectInfo', world.member.headers)).statusCode).toBe(400);
  });
});

describe('GET /dialogs/groupChat/{id}/preview', () => {
  it('shows anyone a public group chat as its card does, with its five latest messages oldest first', async () => {
    const group = await buildWorldGroup(world, { name: 'Open Day Q&A' });
    await buildMessages(world.db, group.id, world.member.account, 7);
    const response = await get(`/dialogs/groupChat/${group.id}/preview`);
    expect(response.statusCode).toBe(200);
    const { groupChat, messages: shown } = response.json().data;
    expect(groupChat).toMatchObject({
      id: group.id,
      name: 'Open Day Q&A',
      members_count: 2,
      isJoined: false,
      ambassadors: [expect.objectContaining({ id: world.member.account.id })],
    });
    expect(shown.map((m: { seq: number }) => m.seq)).toEqual([3, 4, 5, 6, 7]);
    expect(shown[0]).toMatchObject({ text: 'Message 3', user: { name: 'Amara' } });
  });

  it('keeps private-code and archived chats to themselves', async () => {
    const secret = await buildWorldGroup(world, { privateCode: 'S3CRET' });
    const archived = await buildWorldGroup(world, { archived: true });
    for (const id of [secret.id, archived.id]) {
      const response = await get(`/dialogs/groupChat/${id}/preview`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await get('/dialogs/groupChat/abc/preview')).statusCode).toBe(400);
  });
});

describe('POST /dialogs/createChat', () => {
  it('gives the same prospect and ambassador the same dialog, even when asked twice at once', async () => {
    const me = await freshProspect();
    const { account } = await buildAmbassador(world.db, world.university.id);
    const [a, b] = await Promise.all([
      post('/dialogs/createChat', { userId: account.id }, me.headers),
      post('/dialogs/createChat', { userId: account.id }, me.headers),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    const id = a?.json().data.dialog_id;
    expect(b?.json().data.dialog_id).toBe(id);
    const again = await post('/dialogs/createChat', { userId: account.id }, me.headers);
    expect(again.json().data.dialog_id).toBe(id);
    const rows = await world.db
      .select()
      .from(dialogs)
      .where(eq(dialogs.pairKey, `${me.account.id}:${account.id}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 1,
      universityId: world.university.id,
      firstAmbassadorId: account.id,
    });
    const shown = (await get(`/dialogs/${id}`, me.headers)).json().data.dialog;
    expect(shown.members).toHaveLength(2);
  });

  it("keeps an empty chat out of the ambassador's inbox until the prospect writes", async () => {
    const me = await freshProspect();
    const ambassador = await personOf(
      t.app,
      (await buildAmbassador(world.db, world.university.id)).account,
    );
    const id = (
      await post('/dialogs/createChat', { userId: ambassador.account.id }, me.headers)
    ).json().data.dialog_id;
    const listedTo = async (url: string, headers: Headers) =>
      (await get(url, headers)).json().data.dialogs.map((d: { id: number }) => d.id);
    // The prospect sees the chat they opened; the ambassador, the admin and the prospect's
    // history seen by the ambassador do not, and nobody was told of it.
    expect(await listedTo('/dialogs', me.headers)).toContain(id);
    expect(await listedTo('/dialogs/ambassadorDialogs', ambassador.headers)).not.toContain(id);
    expect(await listedTo('/dialogs/ambassadorDialogs', world.admin.headers)).not.toContain(id);
    expect(await outboxEvents(world.db, userDialogsChannel(ambassador.account.id))).toEqual([]);

    const sent = await post(
      `/dialogs/${id}/messages/prospect/send`,
      { type: 'text', text: 'Hi! What is the first year like?' },
      me.headers,
    );
    expect(sent.statusCode).toBe(200);
    expect(await listedTo('/dialogs/ambassadorDialogs', ambassador.headers)).toEqual(
      expect.arrayContaining([id]),
    );
    expect(await listedTo('/dialogs/ambassadorDialogs', world.admin.headers)).toContain(id);
    const heard = await outboxEvents(world.db, userDialogsChannel(ambassador.account.id));
    expect(heard.map((n) => n.payload)).toEqual([
      expect.objectContaining({ dialog_id: id, message: expect.objectContaining({ seq: 1 }) }),
    ]);
  });

  it('answers 404 for someone who is not an ambassador, and 400 for a text id', async () => {
    const me = await freshProspect();
    expect(
      (await post('/dialogs/createChat', { userId: world.admin.account.id }, me.headers))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('/dialogs/createChat', { userId: 2_000_000_000 }, me.headers)).statusCode,
    ).toBe(404);
    const bad = await post('/dialogs/createChat', { userId: '3' }, me.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].path).toBe('body.userId');
  });
});

describe('POST /dialogs/{id}/findOrCreate', () => {
  it("joins a group chat once, announcing it with a '4' message", async () => {
    const me = await freshProspect('Omar');
    const group = await buildWorldGroup(world);
    const first = await post(`/dialogs/${group.id}/findOrCreate`, {}, me.headers);
    expect(first.json().data).toEqual({ dialog_id: group.id });
    await post(`/dialogs/${group.id}/findOrCreate`, {}, me.headers);
    const system = await world.db
      .select()
      .from(messages)
      .where(and(eq(messages.dialogId, group.id), eq(messages.type, '4')));
    expect(system.map((m) => m.text)).toEqual([`Omar ${me.account.lastName} joined the chat`]);
    expect((await get(`/dialogs/${group.id}/groupMessages`, me.headers)).statusCode).toBe(200);
  });

  it('needs the code of a private chat, refuses an archived one and someone removed from it', async () => {
    const me = await freshProspect();
    const secret = await buildWorldGroup(world, { privateCode: 'OPEN-SESAME' });
    expect(
      (await post(`/dialogs/${secret.id}/findOrCreate`, { privateCode: 'wrong' }, me.headers))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(`/dialogs/${secret.id}/findOrCreate`, { privateCode: 'OPEN-SESAME' }, me.headers))
        .statusCode,
    ).toBe(200);
    const archived = await buildWorldGroup(world, { archived: true });
    const refused = await post(`/dialogs/${archived.id}/findOrCreate`, {}, me.headers);
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'DIALOG_ARCHIVED']);
    const group = await buildWorldGroup(world);
    const { account } = await buildAmbassador(world.db, world.university.id);
    await addMember(world.db, group.id, account, { isDetached: true });
    const removed = await post(
      `/dialogs/${group.id}/findOrCreate`,
      {},
      (await personOf(t.app, account)).headers,
    );
    expect(removed.statusCode).toBe(403);
    expect(removed.json().error.message).toBe('You have been removed from conversation');
  });

  it('takes a call without a body', async () => {
    const me = await freshProspect();
    const group = await buildWorldGroup(world);
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/dialogs/${group.id}/findOrCreate`,
      headers: me.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ dialog_id: group.id });
  });

  it('does not find an individual chat, and refuses a malformed code', async () => {
    const chat = await buildWorldChat(world);
    expect(
      (await post(`/dialogs/${chat.id}/findOrCreate`, {}, world.otherProspect.headers)).statusCode,
    ).toBe(404);
    const group = await buildWorldGroup(world);
    expect(
      (
        await post(
          `/dialogs/${group.id}/findOrCreate`,
          { privateCode: '' },
          world.otherProspect.headers,
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('POST /dialogs/groupChats and /groupChatsOpened', () => {
  it('lists public group chats of a scope to guests, and private ones only to members', async () => {
    const uni = await buildUniversity(world.db, { primaryColor: '#123456' });
    const { account } = await buildAmbassador(world.db, uni.id, {
      account: { name: 'Ravi', lastName: 'Shah' },
    });
    const open = await buildGroupChat(world.db, uni.id, [account], {
      name: 'Open day',
      color: null,
    });
    const secret = await buildGroupChat(world.db, uni.id, [account], {
      name: 'Scholars',
      privateCode: 'S-1',
    });
    await buildGroupChat(world.db, uni.id, [account], { name: 'Old', archived: true });
    await buildGroupChat(world.db, uni.id, [account], { name: 'A forum', type: 7 });
    const guest = (await post('/dialogs/groupChatsOpened', { universityId: uni.id })).json().data;
    expect(guest.total).toBe(1);
    expect(guest.groupChats[0]).toMatchObject({
      id: open.id,
      type: 4,
      name: 'Open day',
      color: '#123456',
      university_id: uni.id,
      members_count: 1,
      isJoined: false,
      ambassadors: [{ id: account.id, name: 'Ravi', slug: `ravi-shah-${account.id}` }],
    });
    const ambassador = await personOf(t.app, account);
    const mine = (
      await post('/dialogs/groupChats', { universityId: uni.id }, ambassador.headers)
    ).json().data;
    expect(mine.groupChats.map((c: { id: number }) => c.id).sort()).toEqual(
      [open.id, secret.id].sort(),
    );
    expect(mine.groupChats.every((c: { isJoined: boolean }) => c.isJoined)).toBe(true);
    const forums = (
      await post('/dialogs/groupChatsOpened', { universityId: uni.id, type: 7 })
    ).json().data;
    expect(forums.groupChats.map((c: { name: string }) => c.name)).toEqual(['A forum']);
  });

  it('searches by name, filters by membership and covers a university group', async () => {
    const uni = await buildUniversity(world.db);
    const sister = await buildUniversity(world.db);
    const group = await buildGroup(world.db, [uni.id, sister.id]);
    const me = await freshProspect();
    const medicine = await buildGroupChat(world.db, uni.id, [me.account], {
      name: 'Medicine 2026',
    });
    const law = await buildGroupChat(world.db, sister.id, [], { name: 'Law 100%' });
    const list = async (payload: object, headers?: Headers) =>
      (await post('/dialogs/groupChats', payload, headers ?? me.headers))
        .json()
        .data.groupChats.map((c: { id: number }) => c.id);
    expect((await list({ groupId: group.id })).sort()).toEqual([medicine.id, law.id].sort());
    expect(await list({ groupId: group.id, search: 'medic' })).toEqual([medicine.id]);
    expect(await list({ groupId: group.id, search: '100%' })).toEqual([law.id]);
    expect(await list({ groupId: group.id, isJoined: true })).toEqual([medicine.id]);
    expect(await list({ groupId: group.id, isJoined: false })).toEqual([law.id]);
  });

  it('narrows a widget scope by universityIds and never widens it to another university', async () => {
    const uni = await buildUniversity(world.db);
    const sister = await buildUniversity(world.db);
    const stranger = await buildUniversity(world.db);
    const group = await buildGroup(world.db, [uni.id, sister.id]);
    const me = await freshProspect();
    const ours = await buildGroupChat(world.db, uni.id, [], { name: 'Ours' });
    const theirs = await buildGroupChat(world.db, sister.id, [], { name: 'Sister' });
    const outside = await buildGroupChat(world.db, stranger.id, [], { name: 'Outside' });
    const list = async (path: string, payload: object, headers?: Headers) =>
      (await post(path, payload, headers)).json().data.groupChats.map((c: { id: number }) => c.id);
    for (const path of ['/dialogs/groupChats', '/dialogs/groupChatsOpened']) {
      const headers = path === '/dialogs/groupChats' ? me.headers : undefined;
      expect(
        await list(path, { universityId: uni.id, universityIds: [stranger.id] }, headers),
      ).toEqual([]);
      expect(
        await list(path, { universityId: uni.id, universityIds: [uni.id, stranger.id] }, headers),
      ).toEqual([ours.id]);
      expect(
        await list(path, { groupId: group.id, universityIds: [sister.id, stranger.id] }, headers),
      ).toEqual([theirs.id]);
      expect(await list(path, { groupId: group.id }, headers)).not.toContain(outside.id);
    }
  });

  it('asks a guest for a scope, and refuses bad input', async () => {
    const response = await post('/dialogs/groupChatsOpened', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(
      'Either universityId, groupId or universityIds is required.',
    );
    expect((await post('/dialogs/groupChats', { type: 1 }, world.owner.headers)).statusCode).toBe(
      400,
    );
    expect(
      (await post('/dialogs/groupChats', { limit: 500 }, world.owner.headers)).statusCode,
    ).toBe(400);
  });
});

describe('POST /dialogs/prospectDialogs', () => {
  it("shows a prospect's conversations to the ambassadors in them and to the university's admins", async () => {
    const me = await freshProspect();
    const chat = await buildGroupChat(
      world.db,
      world.university.id,
      [me.account, world.member.account],
      { type: 1 },
    );
    await buildMessages(world.db, chat.id, me.account, 1);
    const group = await buildGroupChat(world.db, world.university.id, [me.account]);
    const ask = async (headers: Headers) =>
      (await post('/dialogs/prospectDialogs', { prospectId: me.account.id }, headers)).json().data;
    expect((await ask(world.member.headers)).dialogs.map((d: { id: number }) => d.id)).toEqual([
      chat.id,
    ]);
    expect((await ask(world.nonMember.headers)).total).toBe(0);
    expect(
      (await ask(world.admin.headers)).dialogs.map((d: { id: number }) => d.id).sort(),
    ).toEqual([chat.id, group.id].sort());
    expect((await ask(world.otherAdmin.headers)).total).toBe(0);
    expect((await post('/dialogs/prospectDialogs', {}, world.member.headers)).statusCode).toBe(400);
  });
});

describe('bad input on every chat route that takes input', () => {
  /** Counts that any accepted write would move. */
  async function fingerprint() {
    const rows = await selectRows<Record<string, number>>(
      world.db,
      sql`select
        (select count(*)::int from messages) as messages,
        (select count(*)::int from events_outbox) as events,
        (select count(*)::int from dialog_feedback) as feedback,
        (select count(*)::int from message_reports) as reports,
        (select count(*)::int from dialogs) as dialogs,
        (select count(*)::int from dialog_members where left_at is null and not is_detached
          and not is_blocked and not is_disabled) as members,
        (select count(*)::int from dialogs where closed or archived or reported) as flagged`,
    );
    return rows[0];
  }

  const cases: [
    string,
    'GET' | 'POST' | 'PUT',
    (id: number) => string,
    object | undefined,
    string,
  ][] = [
    ['list', 'GET', () => '/dialogs/ambassadorDialogs?limit=abc', undefined, 'query.limit'],
    ['group chat', 'GET', () => '/dialogs/groupChat/-4', undefined, 'path.id'],
    [
      'group chat code',
      'GET',
      (id) => `/dialogs/groupChat/${id}?privateCode=${'x'.repeat(65)}`,
      undefined,
      'query.privateCode',
    ],
    ['messages', 'GET', (id) => `/dialogs/${id}/messages?order=up`, undefined, 'query.order'],
    [
      'group messages',
      'GET',
      (id) => `/dialogs/${id}/groupMessages?aroundMessageId=0`,
      undefined,
      'query.aroundMessageId',
    ],
    [
      'ambassador messages',
      'GET',
      (id) => `/dialogs/${id}/ambassadorMessages?afterSeq=x`,
      undefined,
      'query.afterSeq',
    ],
    [
      'staff send',
      'POST',
      (id) => `/dialogs/${id}/messages/send`,
      { text: 'hi', parentMessageId: 'one' },
      'body.parentMessageId',
    ],
    [
      'prospect send',
      'POST',
      (id) => `/dialogs/${id}/messages/prospect/send`,
      { text: 'hi', type: 'system' },
      'body.type',
    ],
    [
      'ambassador toggle',
      'PUT',
      (id) => `/dialogs/${id}/close/ambassadorToggle`,
      { autoClose: 1 },
      'body.autoClose',
    ],
    ['detach', 'PUT', (id) => `/dialogs/${id}/detachAmbassador`, { user_id: 'x' }, 'body.user_id'],
    [
      'block',
      'PUT',
      (id) => `/dialogs/${id}/blockProspect`,
      { prospect_id: 1, isProspectBlocked: 'yes' },
      'body.isProspectBlocked',
    ],
    ['invite', 'PUT', (id) => `/dialogs/${id}/inviteAmbassadors`, { users: [1, 1] }, 'body.users'],
    [
      'report message',
      'POST',
      () => '/dialogs/reportMessage',
      { dialog_id: 1, message_id: 1, reported_reason: '' },
      'body.reported_reason',
    ],
    [
      'feedback',
      'PUT',
      () => '/dialogs/sendFeedback',
      { dialog_id: 1, comments: 'x'.repeat(2001) },
      'body.comments',
    ],
  ];

  it.each(cases)(
    '%s: 400 naming the field, and nothing changes',
    async (_name, method, url, payload, path) => {
      const group = await buildWorldGroup(world);
      const headers =
        url(group.id).includes('prospect/send') ||
        url(group.id).includes('reportMessage') ||
        url(group.id).includes('sendFeedback')
          ? world.owner.headers
          : world.member.headers;
      const before = await fingerprint();
      const response = await t.app.inject({
        method,
        url: `${base}${url(group.id)}`,
        headers,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message.startsWith(path)).toBe(true);
      expect(await fingerprint()).toEqual(before);
    },
  );
});
