import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { userDialogsChannel } from '@quad/shared/events';
import { dialogMembers } from '../../core/db/schema';
import type { TestApp } from '../../test/test-app';
import {
  useChatWorld,
  buildMessages,
  buildWorldChat,
  buildWorldGroup,
  outboxEvents,
  type ChatWorld,
} from '../../test/dialog-factories';

let t: TestApp;
let world: ChatWorld;

useChatWorld((ready) => ({ t, world } = ready));

const base = '/api/v1/interactionSite';
interface Listed {
  id: number;
  seq: number;
  text: string;
}
const get = (url: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${base}${url}`, ...(headers ? { headers } : {}) });
const post = (url: string, payload: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `${base}${url}`, payload, ...(headers ? { headers } : {}) });
const ids = (messages: Listed[]) => messages.map((m) => m.id);

/** A chat of 60 numbered messages (ids ascending with seq). */
async function chatWithSixty() {
  const dialog = await buildWorldChat(world);
  const rows = await buildMessages(world.db, dialog.id, world.member.account, 60);
  return { dialog, rows };
}

describe('GET /dialogs/{id}/messages', () => {
  it('answers the newest 50 descending by id, with the total and the active members', async () => {
    const { dialog, rows } = await chatWithSixty();
    const response = await get(`/dialogs/${dialog.id}/messages`, world.owner.headers);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.total).toBe(60);
    expect(data.activeUsers).toBe(2);
    expect(data.pinned_messages).toEqual([]);
    expect(ids(data.messages)).toEqual(
      rows
        .slice(10)
        .map((r) => r.id)
        .reverse(),
    );
    expect(data.messages[0]).toMatchObject({
      dialog_id: dialog.id,
      seq: 60,
      type: 'text',
      user: { id: world.member.account.id, name: 'Amara', role_key: 'univercity-student' },
      hide_keywords: false,
      reported: false,
    });
  });

  it('answers ascending with order=asc (the initial page as the chat shows it)', async () => {
    const { dialog, rows } = await chatWithSixty();
    const { data } = (
      await get(`/dialogs/${dialog.id}/messages?order=asc`, world.owner.headers)
    ).json();
    expect(ids(data.messages)).toEqual(rows.slice(10).map((r) => r.id));
  });

  it('pages older messages before an id', async () => {
    const { dialog, rows } = await chatWithSixty();
    const oldestShown = rows[10]?.id;
    const { data } = (
      await get(
        `/dialogs/${dialog.id}/messages?beforeMessageId=${oldestShown}`,
        world.owner.headers,
      )
    ).json();
    expect(ids(data.messages)).toEqual(
      rows
        .slice(0, 10)
        .map((r) => r.id)
        .reverse(),
    );
  });

  it('pages newer messages after an id, oldest first when asked ascending', async () => {
    const { dialog, rows } = await chatWithSixty();
    const { data } = (
      await get(
        `/dialogs/${dialog.id}/messages?afterMessageId=${rows[4]?.id}&order=asc&limit=20`,
        world.owner.headers,
      )
    ).json();
    expect(ids(data.messages)).toEqual(rows.slice(5, 25).map((r) => r.id));
  });

  it('answers the page around a message, the message itself included', async () => {
    const { dialog, rows } = await chatWithSixty();
    const { data } = (
      await get(
        `/dialogs/${dialog.id}/messages?aroundMessageId=${rows[29]?.id}&limit=10&order=asc`,
        world.owner.headers,
      )
    ).json();
    expect(data.messages.map((m: Listed) => m.seq)).toEqual([
      26, 27, 28, 29, 30, 31, 32, 33, 34, 35,
    ]);
  });

  it('answers 404 around a message of another conversation', async () => {
    const { dialog } = await chatWithSixty();
    const other = await chatWithSixty();
    const response = await get(
      `/dialogs/${dialog.id}/messages?aroundMessageId=${other.rows[0]?.id}`,
      world.owner.headers,
    );
    expect(response.statusCode).toBe(404);
  });

  it('catches up after a seq', async () => {
    const { dialog } = await chatWithSixty();
    const { data } = (
      await get(`/dialogs/${dialog.id}/messages?afterSeq=57&order=asc`, world.owner.headers)
    ).json();
    expect(data.messages.map((m: Listed) => m.seq)).toEqual([58, 59, 60]);
  });

  it('refuses two directions at once, a limit over 50 and a bad id, changing nothing', async () => {
    const { dialog } = await chatWithSixty();
    for (const query of ['beforeMessageId=5&afterMessageId=9', 'limit=51', 'afterMessageId=abc']) {
      const response = await get(`/dialogs/${dialog.id}/messages?${query}`, world.owner.headers);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    const [member] = await world.db
      .select()
      .from(dialogMembers)
      .where(eq(dialogMembers.dialogId, dialog.id))
      .limit(1);
    expect(member?.lastReadSeq).toBe(0);
  });

  it('asks for a token', async () => {
    const { dialog } = await chatWithSixty();
    const response = await get(`/dialogs/${dialog.id}/messages`);
    expect(response.statusCode).toBe(401);
  });

  it('hides a conversation from a prospect who is not in it', async () => {
    const { dialog } = await chatWithSixty();
    const response = await get(`/dialogs/${dialog.id}/messages`, world.otherProspect.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('reads nothing by fetching: a page loaded in a background tab stays unread', async () => {
    const { dialog } = await chatWithSixty();
    const before = (await get('/dialogs/new/messagesCounter', world.owner.headers)).json().data;
    await get(`/dialogs/${dialog.id}/messages?limit=5`, world.owner.headers);
    const after = (await get('/dialogs/new/messagesCounter', world.owner.headers)).json().data;
    expect(after.total).toBe(before.total);
  });

  it('lists pinned messages beside the page', async () => {
    const dialog = await buildWorldChat(world);
    const [pinned] = await buildMessages(world.db, dialog.id, world.member.account, 1, {
      isPinned: true,
      text: 'Welcome!',
    });
    await buildMessages(world.db, dialog.id, world.owner.account, 3);
    const { data } = (await get(`/dialogs/${dialog.id}/messages`, world.owner.headers)).json();
    expect(data.pinned_messages).toEqual([
      expect.objectContaining({ id: pinned?.id, is_pinned: true }),
    ]);
  });
});

describe('GET /dialogs/{id}/groupMessages and /ambassadorMessages', () => {
  it('answers a group chat member', async () => {
    const group = await buildWorldGroup(world);
    await buildMessages(world.db, group.id, world.member.account, 3);
    const response = await get(`/dialogs/${group.id}/groupMessages`, world.owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.messages).toHaveLength(3);
  });

  it('does not find an individual chat among group chats', async () => {
    const dialog = await buildWorldChat(world);
    const response = await get(`/dialogs/${dialog.id}/groupMessages`, world.owner.headers);
    expect(response.statusCode).toBe(404);
  });

  it('refuses the ambassador list to a prospect', async () => {
    const dialog = await buildWorldChat(world);
    const response = await get(`/dialogs/${dialog.id}/ambassadorMessages`, world.owner.headers);
    expect(response.statusCode).toBe(403);
  });

  it('lets an admin of the university read any conversation of it', async () => {
    const dialog = await buildWorldChat(world);
    await buildMessages(world.db, dialog.id, world.owner.account, 2);
    const response = await get(`/dialogs/${dialog.id}/ambassadorMessages`, world.admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.total).toBe(2);
  });
});

describe('keyword hiding in lists', () => {
  it('masks hidden keywords for prospects and shows them to ambassadors', async () => {
    const dialog = await buildWorldChat(world);
    await buildMessages(world.db, dialog.id, world.member.account, 1, {
      text: 'Add me on WhatsApp please',
      hideKeywords: true,
      data: { hiddenKeywords: ['whatsapp'] },
    });
    const prospectView = (await get(`/dialogs/${dialog.id}/messages`, world.owner.headers)).json()
      .data.messages[0];
    expect(prospectView).toMatchObject({ text: 'Add me on ******** please', hide_keywords: true });
    const staffView = (
      await get(`/dialogs/${dialog.id}/ambassadorMessages`, world.member.headers)
    ).json().data.messages[0];
    expect(staffView).toMatchObject({ text: 'Add me on WhatsApp please', hide_keywords: true });
  });
});

describe('POST /dialogs/{id}/read', () => {
  const readSeq = async (dialogId: number, accountId: number) => {
    const [row] = await world.db
      .select({ seq: dialogMembers.lastReadSeq })
      .from(dialogMembers)
      .where(and(eq(dialogMembers.dialogId, dialogId), eq(dialogMembers.accountId, accountId)));
    return row?.seq;
  };

  it('moves the read position to what was shown and answers the counts the list and header show', async () => {
    const { dialog } = await chatWithSixty();
    const counter = async () =>
      (await get('/dialogs/new/messagesCounter', world.owner.headers)).json().data.total;
    const before = await counter();
    const response = await post(`/dialogs/${dialog.id}/read`, { seq: 45 }, world.owner.headers);
    expect(response.statusCode).toBe(200);
    const state = response.json().data;
    expect(state).toEqual({
      dialog_id: dialog.id,
      last_read_seq: 45,
      new_messages: 15,
      total: before - 45,
    });
    // The header counter and the list agree with the answer: one source of truth.
    expect(await counter()).toBe(state.total);
    const listed = (await get('/dialogs', world.owner.headers)).json().data.dialogs;
    expect(listed.find((d: { id: number }) => d.id === dialog.id).new_messages).toBe(15);
    // The owner's other devices hear the new counts on their own channel.
    const heard = await outboxEvents(world.db, userDialogsChannel(world.owner.account.id));
    expect(heard.at(-1)?.payload).toEqual({ dialog_id: dialog.id, message: null, read: state });
  });

  it('never moves back, nor past the last message', async () => {
    const { dialog } = await chatWithSixty();
    await post(`/dialogs/${dialog.id}/read`, { seq: 30 }, world.owner.headers);
    const back = await post(`/dialogs/${dialog.id}/read`, { seq: 10 }, world.owner.headers);
    expect(back.json().data).toMatchObject({ last_read_seq: 30, new_messages: 30 });
    const events = (await outboxEvents(world.db, userDialogsChannel(world.owner.account.id)))
      .length;
    const past = await post(`/dialogs/${dialog.id}/read`, { seq: 9_999 }, world.owner.headers);
    expect(past.json().data).toMatchObject({ last_read_seq: 60, new_messages: 0 });
    expect(await readSeq(dialog.id, world.owner.account.id)).toBe(60);
    // A read that moves nothing tells no one.
    await post(`/dialogs/${dialog.id}/read`, { seq: 60 }, world.owner.headers);
    expect((await outboxEvents(world.db, userDialogsChannel(world.owner.account.id))).length).toBe(
      events + 1,
    );
  });

  it('changes nothing for an admin looking into a chat they are not in', async () => {
    const { dialog } = await chatWithSixty();
    const response = await post(`/dialogs/${dialog.id}/read`, { seq: 60 }, world.admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ last_read_seq: 0, new_messages: 0 });
    expect(await readSeq(dialog.id, world.admin.account.id)).toBeUndefined();
  });

  it('asks for a token, hides the chat from outsiders and refuses a bad seq', async () => {
    const { dialog } = await chatWithSixty();
    expect((await post(`/dialogs/${dialog.id}/read`, { seq: 1 })).statusCode).toBe(401);
    const outsider = await post(
      `/dialogs/${dialog.id}/read`,
      { seq: 1 },
      world.otherProspect.headers,
    );
    expect(outsider.statusCode).toBe(404);
    for (const payload of [{ seq: -1 }, { seq: 'all' }, {}]) {
      const bad = await post(`/dialogs/${dialog.id}/read`, payload, world.owner.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect(await readSeq(dialog.id, world.owner.account.id)).toBe(0);
  });
});
