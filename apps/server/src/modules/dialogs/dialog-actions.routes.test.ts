import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  dialogEventsChannel,
  dialogMessagesChannel,
  userDialogsChannel,
} from '@quad/shared/events';
import { dialogFeedback, dialogMembers, dialogs, messages } from '../../core/db/schema';
import type { TestApp } from '../../test/test-app';
import { buildAdmin, buildAmbassador, buildUniversity } from '../../test/factories';
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
type Headers = Record<string, string>;
const put = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'PUT', url: `${base}${url}`, headers, ...(payload ? { payload } : {}) });
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: `${base}${url}`, headers, payload });

async function dialogRow(id: number) {
  const [row] = await world.db.select().from(dialogs).where(eq(dialogs.id, id));
  return row;
}
async function systemTexts(dialogId: number) {
  const rows = await world.db
    .select()
    .from(messages)
    .where(eq(messages.dialogId, dialogId))
    .orderBy(asc(messages.seq));
  return rows.filter((row) => row.accountId === null).map((row) => [row.type, row.text]);
}
const eventsOf = async (dialogId: number) =>
  (await outboxEvents(world.db, dialogEventsChannel(dialogId))).map((e) => e.payload);

describe('PUT /dialogs/{id}/report', () => {
  it('flags the conversation with the reason', async () => {
    const dialog = await buildWorldChat(world);
    const response = await put(`/dialogs/${dialog.id}/report`, world.owner.headers, {
      reported_reason: ' Asked for my number ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.dialog.reported).toBe(true);
    expect((await dialogRow(dialog.id))?.reportedReason).toBe('Asked for my number');
  });

  it('refuses an empty reason and changes nothing', async () => {
    const dialog = await buildWorldChat(world);
    const response = await put(`/dialogs/${dialog.id}/report`, world.owner.headers, {
      reported_reason: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].path).toBe('body.reported_reason');
    expect((await dialogRow(dialog.id))?.reported).toBe(false);
  });

  it('tells the ambassador nothing of a report, while the reporter and admins see it', async () => {
    const dialog = await buildWorldChat(world);
    await put(`/dialogs/${dialog.id}/report`, world.owner.headers, { reported_reason: 'Rude' });
    const seenBy = async (headers: Headers) =>
      (await t.app.inject({ method: 'GET', url: `${base}/dialogs/${dialog.id}`, headers })).json()
        .data.dialog;
    expect((await seenBy(world.member.headers)).reported).toBe(false);
    expect((await seenBy(world.owner.headers)).reported).toBe(true);
    expect((await seenBy(world.admin.headers)).reported).toBe(true);
    expect(await systemTexts(dialog.id)).toEqual([]);
    expect((await dialogRow(dialog.id))?.closed).toBe(false);
  });

  it('with block, closes the conversation for good (an admin reopens it), naming nobody', async () => {
    const dialog = await buildWorldChat(world);
    const response = await put(`/dialogs/${dialog.id}/report`, world.owner.headers, {
      reported_reason: 'Asked to meet up',
      block: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.dialog).toMatchObject({ reported: true, closed: true });
    expect(await dialogRow(dialog.id)).toMatchObject({ closed: true, adminClosed: true });
    expect(await systemTexts(dialog.id)).toEqual([['5', 'The conversation was closed']]);
    expect(await eventsOf(dialog.id)).toContainEqual(
      expect.objectContaining({ type: 'closed', admin_closed: true }),
    );
    const write = await post(`/dialogs/${dialog.id}/messages/send`, world.member.headers, {
      text: 'Hello?',
    });
    expect(write.statusCode).toBe(409);
    const reopen = await put(`/dialogs/${dialog.id}/close/toggle`, world.member.headers);
    expect(reopen.statusCode).toBe(403);
    expect((await dialogRow(dialog.id))?.closed).toBe(true);
  });

  it('refuses a block from the ambassador and from another prospect', async () => {
    const dialog = await buildWorldChat(world);
    const payload = { reported_reason: 'x', block: true };
    expect(
      (await put(`/dialogs/${dialog.id}/report`, world.member.headers, payload)).statusCode,
    ).toBe(403);
    expect(
      (await put(`/dialogs/${dialog.id}/report`, world.otherProspect.headers, payload)).statusCode,
    ).toBe(404);
    expect(await dialogRow(dialog.id)).toMatchObject({ closed: false, reported: false });
  });
});

describe('PUT /dialogs/{id}/close/toggle and /close/ambassadorToggle', () => {
  it("closes with a '5' message and the closed event, and reopens with a '6' message", async () => {
    const dialog = await buildWorldChat(world);
    const closed = await put(`/dialogs/${dialog.id}/close/toggle`, world.member.headers, {});
    expect(closed.json().data.dialog).toMatchObject({ closed: true, admin_closed: false });
    const opened = await put(
      `/dialogs/${dialog.id}/close/ambassadorToggle`,
      world.member.headers,
      {},
    );
    expect(opened.json().data.dialog.closed).toBe(false);
    expect(await systemTexts(dialog.id)).toEqual([
      ['5', 'Amara Okafor closed the conversation'],
      ['6', 'Amara Okafor opened the conversation'],
    ]);
    expect(await eventsOf(dialog.id)).toEqual([
      { type: 'closed', dialogId: dialog.id, admin_closed: false },
      { type: 'opened', dialogId: dialog.id },
    ]);
    const published = await outboxEvents(world.db, dialogMessagesChannel(dialog.id));
    expect(published.map((e) => (e.payload as { type: string }).type)).toEqual(['5', '6']);
  });

  it('keeps a conversation an admin closed closed for ambassadors', async () => {
    const dialog = await buildWorldChat(world);
    const closed = await put(`/dialogs/${dialog.id}/close/toggle`, world.admin.headers, {});
    expect(closed.json().data.dialog).toMatchObject({ closed: true, admin_closed: true });
    const refused = await put(`/dialogs/${dialog.id}/close/toggle`, world.member.headers, {});
    expect(refused.statusCode).toBe(403);
    expect(
      (await put(`/dialogs/${dialog.id}/close/toggle`, world.admin.headers, {})).statusCode,
    ).toBe(200);
  });

  it('takes a call without a body', async () => {
    const dialog = await buildWorldChat(world);
    const response = await put(`/dialogs/${dialog.id}/close/toggle`, world.member.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.dialog.closed).toBe(true);
  });

  it('says when it closed automatically', async () => {
    const dialog = await buildWorldChat(world);
    await put(`/dialogs/${dialog.id}/close/toggle`, world.member.headers, { autoClose: true });
    expect(await systemTexts(dialog.id)).toEqual([
      ['5', 'The conversation was closed automatically'],
    ]);
    expect((await dialogRow(dialog.id))?.autoClose).toBe(true);
  });

  it('refuses an archived conversation and a non-boolean autoClose', async () => {
    const archived = await buildWorldChat(world, { archived: true });
    const response = await put(`/dialogs/${archived.id}/close/toggle`, world.member.headers, {});
    expect([response.statusCode, response.json().error.code]).toEqual([409, 'DIALOG_ARCHIVED']);
    const dialog = await buildWorldChat(world);
    const bad = await put(`/dialogs/${dialog.id}/close/toggle`, world.member.headers, {
      autoClose: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect((await dialogRow(dialog.id))?.closed).toBe(false);
  });
});

describe('PUT /dialogs/{id}/afteDialogReport', () => {
  it("keeps the prospect's marks on the dialog", async () => {
    const dialog = await buildWorldChat(world);
    const response = await put(`/dialogs/${dialog.id}/afteDialogReport`, world.owner.headers, {
      user_mark: 5,
      university_mark: 3,
    });
    expect(response.json().data.dialog.feedback).toEqual({ user_mark: 5, university_mark: 3 });
    const rows = await world.db
      .select()
      .from(dialogFeedback)
      .where(eq(dialogFeedback.dialogId, dialog.id));
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'after_report', userMark: 5, universityMark: 3 }),
    ]);
  });

  it('refuses a mark outside 1 to 5', async () => {
    const dialog = await buildWorldChat(world);
    const response = await put(`/dialogs/${dialog.id}/afteDialogReport`, world.owner.headers, {
      user_mark: 6,
      university_mark: 3,
    });
    expect(response.statusCode).toBe(400);
    expect((await dialogRow(dialog.id))?.feedback).toBeNull();
  });
});

describe('PUT /dialogs/sendFeedback and POST /dialogs/{id}/sendProspectFeedback', () => {
  it('stores general feedback from a member', async () => {
    const dialog = await buildWorldChat(world);
    const response = await put('/dialogs/sendFeedback', world.owner.headers, {
      dialog_id: dialog.id,
      comments: 'Really helpful, thanks!',
      score: 5,
    });
    expect(response.json().data.feedback).toMatchObject({ dialog_id: dialog.id, kind: 'general' });
    expect(
      (await put('/dialogs/sendFeedback', world.owner.headers, { dialog_id: dialog.id }))
        .statusCode,
    ).toBe(400);
  });

  it("stores an ambassador's score of the prospect, only for a prospect of the conversation", async () => {
    const dialog = await buildWorldChat(world);
    const url = `/dialogs/${dialog.id}/sendProspectFeedback`;
    const response = await post(url, world.member.headers, {
      prospect_id: world.owner.account.id,
      score: 4,
      comments: 'Well prepared',
    });
    expect(response.json().data.feedback).toMatchObject({ kind: 'prospect' });
    const stranger = await post(url, world.member.headers, {
      prospect_id: world.otherProspect.account.id,
      score: 4,
    });
    expect(stranger.statusCode).toBe(404);
    const bad = await post(url, world.member.headers, {
      prospect_id: world.owner.account.id,
      score: 0,
    });
    expect(bad.statusCode).toBe(400);
    const rows = await world.db
      .select()
      .from(dialogFeedback)
      .where(eq(dialogFeedback.dialogId, dialog.id));
    expect(rows).toHaveLength(1);
  });
});

describe('PUT /dialogs/{id}/inviteAmbassadors and /inviteAdmins', () => {
  it("adds ambassadors with a '4' message, tells the members list changed and tells each invitee", async () => {
    const dialog = await buildWorldChat(world);
    const response = await put(`/dialogs/${dialog.id}/inviteAmbassadors`, world.member.headers, {
      users: [world.nonMember.account.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.dialog.members.map((m: { id: number }) => m.id)).toContain(
      world.nonMember.account.id,
    );
    expect(await systemTexts(dialog.id)).toEqual([
      ['4', 'Amara Okafor invited Wei Chen to the chat'],
    ]);
    expect(await eventsOf(dialog.id)).toEqual([{ type: 'dialogEdited', dialogId: dialog.id }]);
    const told = await outboxEvents(world.db, userDialogsChannel(world.nonMember.account.id));
    expect(told.map((e) => e.payload)).toContainEqual({ dialog_id: dialog.id, message: null });
    const again = await put(`/dialogs/${dialog.id}/inviteAmbassadors`, world.member.headers, {
      users: [world.nonMember.account.id],
    });
    expect(again.statusCode).toBe(200);
    expect(await systemTexts(dialog.id)).toHaveLength(1);
  });

  it('invites admins of the university', async () => {
    const dialog = await buildWorldChat(world);
    const response = await put(`/dialogs/${dialog.id}/inviteAdmins`, world.member.headers, {
      users: [world.admin.account.id],
    });
    expect(
      response.json().data.dialog.members.map((m: { role_key: string }) => m.role_key),
    ).toContain('univercity-admin');
  });

  it('refuses people of another university or role, naming each, and adds nobody', async () => {
    const dialog = await buildWorldChat(world);
    const elsewhere = await buildAmbassador(world.db, (await buildUniversity(world.db)).id);
    const response = await put(`/dialogs/${dialog.id}/inviteAmbassadors`, world.member.headers, {
      users: [world.nonMember.account.id, elsewhere.account.id, world.owner.account.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.map((d: { path: string }) => d.path)).toEqual([
      'body.users.1',
      'body.users.2',
    ]);
    const members = await world.db
      .select()
      .from(dialogMembers)
      .where(eq(dialogMembers.dialogId, dialog.id));
    expect(members).toHaveLength(2);
    const admin = await put(`/dialogs/${dialog.id}/inviteAdmins`, world.member.headers, {
      users: [(await buildAdmin(world.db, world.otherUniversity.id)).id],
    });
    expect(admin.statusCode).toBe(400);
    expect(
      (await put(`/dialogs/${dialog.id}/inviteAdmins`, world.member.headers, { users: [] }))
        .statusCode,
    ).toBe(400);
  });
});

describe('PUT /dialogs/{id}/exit', () => {
  it("leaves with a '4' message; the conversation drops out of the list", async () => {
    const group = await buildWorldGroup(world);
    const response = await put(`/dialogs/${group.id}/exit`, world.owner.headers);
    expect(response.json().data).toEqual({ dialog_id: group.id });
    expect((await systemTexts(group.id))[0]?.[1]).toBe('Sofia Rossi left the chat');
    const listed = await t.app.inject({
      method: 'GET',
      url: `${base}/dialogs/ids`,
      headers: world.owner.headers,
    });
    expect(listed.json().data.dialogIds).not.toContain(group.id);
    expect((await put(`/dialogs/${group.id}/exit`, world.owner.headers)).statusCode).toBe(403);
    expect((await put('/dialogs/0/exit', world.owner.headers)).statusCode).toBe(400);
  });
});

describe('moderation', () => {
  it('blocks and unblocks a prospect, who cannot write while blocked', async () => {
    const dialog = await buildWorldChat(world);
    const url = `/dialogs/${dialog.id}/blockProspect`;
    const blocked = await put(url, world.member.headers, {
      prospect_id: world.owner.account.id,
      isProspectBlocked: true,
    });
    expect(blocked.json().data.dialog.isProspectBlocked).toBe(true);
    const send = () =>
      post(`/dialogs/${dialog.id}/messages/prospect/send`, world.owner.headers, { text: 'hello?' });
    expect((await send()).json().error.code).toBe('PROSPECT_BLOCKED');
    await put(url, world.member.headers, {
      prospect_id: world.owner.account.id,
      isProspectBlocked: false,
    });
    expect((await send()).statusCode).toBe(200);
    expect(await eventsOf(dialog.id)).toEqual([
      {
        type: 'prospectBlocked',
        dialogId: dialog.id,
        prospectId: world.owner.account.id,
        isProspectBlocked: true,
      },
      {
        type: 'prospectUnblocked',
        dialogId: dialog.id,
        prospectId: world.owner.account.id,
        isProspectBlocked: false,
      },
    ]);
    const notProspect = await put(url, world.member.headers, {
      prospect_id: world.member.account.id,
      isProspectBlocked: true,
    });
    expect(notProspect.statusCode).toBe(404);
    expect(
      (await put(url, world.member.headers, { prospect_id: world.owner.account.id })).statusCode,
    ).toBe(400);
  });

  it('removes an ambassador with a message naming who did it, and refuses removing oneself', async () => {
    const dialog = await buildWorldChat(world);
    const invited = await buildAmbassador(world.db, world.university.id, {
      account: { name: 'Leo', lastName: 'Park' },
    });
    await put(`/dialogs/${dialog.id}/inviteAmbassadors`, world.member.headers, {
      users: [invited.account.id],
    });
    const url = `/dialogs/${dialog.id}/detachAmbassador`;
    expect(
      (await put(url, world.member.headers, { user_id: world.member.account.id })).statusCode,
    ).toBe(400);
    const response = await put(url, world.admin.headers, { user_id: invited.account.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.dialog.members.map((m: { id: number }) => m.id)).not.toContain(
      invited.account.id,
    );
    expect((await systemTexts(dialog.id)).at(-1)).toEqual([
      '4',
      'Hannah Lee removed Leo Park from the conversation',
    ]);
    const [member] = await world.db
      .select()
      .from(dialogMembers)
      .where(
        and(eq(dialogMembers.dialogId, dialog.id), eq(dialogMembers.accountId, invited.account.id)),
      );
    expect(member).toMatchObject({ isDetached: true, detachedBy: world.admin.account.id });
    expect((await put(url, world.admin.headers, { user_id: invited.account.id })).statusCode).toBe(
      404,
    );
  });

  it('lets an admin disable an ambassador in a conversation and enable them again', async () => {
    const dialog = await buildWorldChat(world);
    const url = `/dialogs/${dialog.id}/ambassadorStatus`;
    const off = await put(url, world.admin.headers, {
      user_id: world.member.account.id,
      is_enabled: false,
    });
    const member = off
      .json()
      .data.dialog.members.find((m: { id: number }) => m.id === world.member.account.id);
    expect(member.is_enabled).toBe(false);
    const send = () =>
      post(`/dialogs/${dialog.id}/messages/send`, world.member.headers, { text: 'hi' });
    expect((await send()).json().error.code).toBe('CHAT_NOT_ALLOWED');
    await put(url, world.admin.headers, { user_id: world.member.account.id, is_enabled: true });
    expect((await send()).statusCode).toBe(200);
    expect(await eventsOf(dialog.id)).toEqual([
      {
        type: 'ambassadorDisabled',
        dialogId: dialog.id,
        userId: world.member.account.id,
        reason: 'disabledByAdmin',
      },
      { type: 'ambassadorEnabled', dialogId: dialog.id, userId: world.member.account.id },
    ]);
    expect(
      (await put(url, world.admin.headers, { user_id: world.owner.account.id, is_enabled: false }))
        .statusCode,
    ).toBe(404);
    expect(
      (await put(url, world.admin.headers, { user_id: world.member.account.id })).statusCode,
    ).toBe(400);
  });

  it('archives and brings back a conversation, which refuses messages while archived', async () => {
    const dialog = await buildWorldChat(world);
    const url = `/dialogs/${dialog.id}/archive/toggle`;
    expect((await put(url, world.member.headers)).json().data.dialog.archived).toBe(true);
    const send = await post(`/dialogs/${dialog.id}/messages/prospect/send`, world.owner.headers, {
      text: 'hi',
    });
    expect(send.json().error.code).toBe('DIALOG_ARCHIVED');
    expect((await put(url, world.admin.headers)).json().data.dialog.archived).toBe(false);
    expect(await eventsOf(dialog.id)).toEqual([
      { type: 'archived', dialogId: dialog.id },
      { type: 'unarchived', dialogId: dialog.id },
    ]);
    expect((await put('/dialogs/abc/archive/toggle', world.member.headers)).statusCode).toBe(400);
  });
});

describe('POST /dialogs/reportMessage', () => {
  it('marks the message reported once, and tells the conversation', async () => {
    const dialog = await buildWorldChat(world);
    const [message] = await buildMessages(world.db, dialog.id, world.member.account, 1);
    const payload = { dialog_id: dialog.id, message_id: message?.id, reported_reason: 'Rude' };
    const first = await post('/dialogs/reportMessage', world.owner.headers, payload);
    expect(first.json().data.message).toMatchObject({ id: message?.id, reported: true });
    await post('/dialogs/reportMessage', world.owner.headers, payload);
    expect(await eventsOf(dialog.id)).toHaveLength(2);
    expect((await eventsOf(dialog.id))[0]).toEqual({
      type: 'messageReported',
      dialogId: dialog.id,
      messageId: message?.id,
    });
  });

  it('refuses reporting your own message, a message of another conversation, and bad input', async () => {
    const dialog = await buildWorldChat(world);
    const [own] = await buildMessages(world.db, dialog.id, world.owner.account, 1);
    const other = await buildWorldChat(world);
    const [elsewhere] = await buildMessages(world.db, other.id, world.member.account, 1);
    const report = (payload: object) =>
      post('/dialogs/reportMessage', world.owner.headers, payload);
    expect((await report({ dialog_id: dialog.id, message_id: own?.id })).statusCode).toBe(400);
    expect((await report({ dialog_id: dialog.id, message_id: elsewhere?.id })).statusCode).toBe(
      404,
    );
    expect((await report({ dialog_id: dialog.id })).statusCode).toBe(400);
    expect(await eventsOf(dialog.id)).toEqual([]);
  });
});
