import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  dialogEventsChannel,
  dialogMessagesChannel,
  userDialogsChannel,
} from '@quad/shared/events';
import {
  accounts,
  ambassadorProfiles,
  dialogMembers,
  dialogs,
  messages,
  universities,
} from '../../core/db/schema';
import type { TestApp } from '../../test/test-app';
import { buildAmbassador, buildUniversity } from '../../test/factories';
import {
  addMember,
  useChatWorld,
  buildIndividualDialog,
  buildMessages,
  buildWorldChat,
  outboxEvents,
  personOf,
  type ChatWorld,
} from '../../test/dialog-factories';

let t: TestApp;
let world: ChatWorld;

useChatWorld((ready) => ({ t, world } = ready));

const base = '/api/v1/interactionSite';
const prospectSend = (dialogId: number, payload: object, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `${base}/dialogs/${dialogId}/messages/prospect/send`,
    payload,
    ...(headers ? { headers } : {}),
  });
const staffSend = (dialogId: number, payload: object, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `${base}/dialogs/${dialogId}/messages/send`,
    payload,
    headers,
  });
const storedIn = (dialogId: number) =>
  world.db.select().from(messages).where(eq(messages.dialogId, dialogId));

describe('POST /dialogs/{id}/messages/prospect/send', () => {
  it('stores the message with the next seq and publishes it to the dialog and the other members', async () => {
    const dialog = await buildWorldChat(world);
    await buildMessages(world.db, dialog.id, world.member.account, 2);
    const response = await prospectSend(
      dialog.id,
      { text: '  Is the library open at night?  ', socketId: 'sock-1' },
      world.owner.headers,
    );
    expect(response.statusCode).toBe(200);
    const { message } = response.json().data;
    expect(message).toMatchObject({
      dialog_id: dialog.id,
      seq: 3,
      type: 'text',
      text: 'Is the library open at night?',
      user: { id: world.owner.account.id, role_key: 'prospect' },
    });
    expect(response.json().data).not.toHaveProperty('timeIsUp');
    const toDialog = await outboxEvents(world.db, dialogMessagesChannel(dialog.id));
    expect(toDialog).toEqual([{ payload: message, exceptSocketId: 'sock-1' }]);
    const toAmbassador = await outboxEvents(world.db, userDialogsChannel(world.member.account.id));
    expect(toAmbassador.map((e) => e.payload)).toContainEqual({ dialog_id: dialog.id, message });
    const [stored] = await world.db.select().from(dialogs).where(eq(dialogs.id, dialog.id));
    expect(stored?.lastSeq).toBe(3);
  });

  it('stores text as plain text, exactly as written', async () => {
    const dialog = await buildWorldChat(world);
    const text = '<b>hi</b> & <script>alert(1)</script>';
    const { message } = (await prospectSend(dialog.id, { text }, world.owner.headers)).json().data;
    expect(message.text).toBe(text);
  });

  it('answers a repeated clientMessageId with the stored message and publishes nothing new', async () => {
    const dialog = await buildWorldChat(world);
    const payload = { text: 'Hello!', clientMessageId: 'retry-0001' };
    const first = (await prospectSend(dialog.id, payload, world.owner.headers)).json().data.message;
    const again = await prospectSend(
      dialog.id,
      { ...payload, text: 'Hello again' },
      world.owner.headers,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data.message).toEqual(first);
    expect(await storedIn(dialog.id)).toHaveLength(1);
    expect(await outboxEvents(world.db, dialogMessagesChannel(dialog.id))).toHaveLength(1);
  });

  it('stores one message when two sends with one clientMessageId race', async () => {
    const dialog = await buildWorldChat(world);
    const payload = { text: 'Double tap', clientMessageId: 'race-0001' };
    const [a, b] = await Promise.all([
      prospectSend(dialog.id, payload, world.owner.headers),
      prospectSend(dialog.id, payload, world.owner.headers),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    expect(a?.json().data.message.id).toBe(b?.json().data.message.id);
    expect(await storedIn(dialog.id)).toHaveLength(1);
    const [stored] = await world.db.select().from(dialogs).where(eq(dialogs.id, dialog.id));
    expect(stored?.lastSeq).toBe(1);
    expect(await outboxEvents(world.db, dialogMessagesChannel(dialog.id))).toHaveLength(1);
  });

  it('keeps one clientMessageId apart per sender', async () => {
    const dialog = await buildWorldChat(world);
    const payload = { text: 'Hi', clientMessageId: 'shared-0001' };
    await prospectSend(dialog.id, payload, world.owner.headers);
    await staffSend(dialog.id, payload, world.member.headers);
    expect(await storedIn(dialog.id)).toHaveLength(2);
  });

  it('replies to a message of the same conversation', async () => {
    const dialog = await buildWorldChat(world);
    const [parent] = await buildMessages(world.db, dialog.id, world.member.account, 1, {
      text: 'Ask me anything',
    });
    const { message } = (
      await prospectSend(
        dialog.id,
        { text: 'OK!', parentMessageId: parent?.id },
        world.owner.headers,
      )
    ).json().data;
    expect(message.parentMessageId).toBe(parent?.id);
    expect(message.parentMessage).toMatchObject({ id: parent?.id, text: 'Ask me anything' });
  });

  it('refuses a reply to a message of another conversation, storing nothing', async () => {
    const dialog = await buildWorldChat(world);
    const other = await buildWorldChat(world);
    const [parent] = await buildMessages(world.db, other.id, world.member.account, 1);
    const response = await prospectSend(
      dialog.id,
      { text: 'OK!', parentMessageId: parent?.id },
      world.owner.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(await storedIn(dialog.id)).toHaveLength(0);
  });

  it.each([
    [{ text: '   ' }, 'body.text'],
    [{ text: 'x'.repeat(4001) }, 'body.text'],
    [{ text: 'hi', type: '4' }, 'body.type'],
    [{ text: 'hi', clientMessageId: 'bad id!' }, 'body.clientMessageId'],
    [{}, 'body.text'],
  ])('refuses %j with a 400 naming the field, storing nothing', async (payload, path) => {
    const dialog = await buildWorldChat(world);
    const response = await prospectSend(dialog.id, payload, world.owner.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    expect(await storedIn(dialog.id)).toHaveLength(0);
  });

  it('asks for a token', async () => {
    const dialog = await buildWorldChat(world);
    expect((await prospectSend(dialog.id, { text: 'hi' })).statusCode).toBe(401);
  });

  it('refuses an ambassador on the prospect route', async () => {
    const dialog = await buildWorldChat(world);
    expect((await prospectSend(dialog.id, { text: 'hi' }, world.member.headers)).statusCode).toBe(
      403,
    );
  });

  it('hides a conversation from another prospect', async () => {
    const dialog = await buildWorldChat(world);
    const response = await prospectSend(dialog.id, { text: 'hi' }, world.otherProspect.headers);
    expect(response.statusCode).toBe(404);
    expect(await storedIn(dialog.id)).toHaveLength(0);
  });

  it('refuses a closed conversation with DIALOG_CLOSED and an archived one with DIALOG_ARCHIVED', async () => {
    const closed = await buildWorldChat(world, { closed: true });
    const archived = await buildWorldChat(world, { archived: true });
    const a = await prospectSend(closed.id, { text: 'hi' }, world.owner.headers);
    const b = await prospectSend(archived.id, { text: 'hi' }, world.owner.headers);
    expect([a.statusCode, a.json().error.code]).toEqual([409, 'DIALOG_CLOSED']);
    expect([b.statusCode, b.json().error.code]).toEqual([409, 'DIALOG_ARCHIVED']);
  });

  it('refuses a blocked prospect with PROSPECT_BLOCKED', async () => {
    const dialog = await buildWorldChat(world);
    await world.db
      .update(dialogMembers)
      .set({ isBlocked: true })
      .where(eq(dialogMembers.dialogId, dialog.id));
    const response = await prospectSend(dialog.id, { text: 'hi' }, world.owner.headers);
    expect([response.statusCode, response.json().error.code]).toEqual([403, 'PROSPECT_BLOCKED']);
  });

  it('refuses an account whose chat permission is off with CHAT_NOT_ALLOWED', async () => {
    const uni = await buildUniversity(world.db);
    const { account } = await buildAmbassador(world.db, uni.id, { account: { isEnabled: false } });
    const dialog = await buildIndividualDialog(world.db, world.owner.account, account, {
      pairKey: null,
    });
    const response = await staffSend(
      dialog.id,
      { text: 'hi' },
      (await personOf(t.app, account)).headers,
    );
    expect([response.statusCode, response.json().error.code]).toEqual([403, 'CHAT_NOT_ALLOWED']);
  });

  it('refuses a university admin who is not a member with NOT_A_MEMBER', async () => {
    const dialog = await buildWorldChat(world);
    const response = await staffSend(dialog.id, { text: 'hi' }, world.admin.headers);
    expect([response.statusCode, response.json().error.code]).toEqual([403, 'NOT_A_MEMBER']);
  });
});

describe('keyword hiding on send', () => {
  it('flags the message, masks it for prospects and everyone listening, and says so on the events channel', async () => {
    const uni = await buildUniversity(world.db, { hideKeywords: ['whatsapp', 'snapchat'] });
    const { account } = await buildAmbassador(world.db, uni.id);
    const ambassador = await personOf(t.app, account);
    const dialog = await buildIndividualDialog(world.db, world.owner.account, account, {
      pairKey: null,
    });
    const response = await staffSend(
      dialog.id,
      { text: 'My WhatsApp is 0777' },
      ambassador.headers,
    );
    const { message } = response.json().data;
    expect(message).toMatchObject({ text: 'My WhatsApp is 0777', hide_keywords: true });
    const [published] = await outboxEvents(world.db, dialogMessagesChannel(dialog.id));
    expect(published?.payload).toMatchObject({ text: 'My ******** is 0777', hide_keywords: true });
    const events = await outboxEvents(world.db, dialogEventsChannel(dialog.id));
    expect(events.map((e) => e.payload)).toEqual([
      {
        type: 'keywordsHidden',
        dialogId: dialog.id,
        messageId: message.id,
        text: 'My ******** is 0777',
        hide_keywords: true,
      },
    ]);
    const seen = await t.app.inject({
      method: 'GET',
      url: `${base}/dialogs/${dialog.id}/messages`,
      headers: world.owner.headers,
    });
    expect(seen.json().data.messages[0].text).toBe('My ******** is 0777');
  });
});

describe('the ambassador time limit', () => {
  async function limitedAmbassador(minutes: number) {
    const uni = await buildUniversity(world.db, { ambassadorTimeLimitMinutes: minutes });
    const { account } = await buildAmbassador(world.db, uni.id);
    const dialog = await buildIndividualDialog(world.db, world.owner.account, account, {
      pairKey: null,
    });
    return { account, person: await personOf(t.app, account), dialog };
  }

  it('answers timeIsUp once the allowance is used up, then refuses with TIME_IS_UP', async () => {
    const { account, person, dialog } = await limitedAmbassador(2);
    const first = await staffSend(dialog.id, { text: 'one' }, person.headers);
    expect(first.json().data.timeIsUp).toBe(false);
    const second = await staffSend(dialog.id, { text: 'two' }, person.headers);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.timeIsUp).toBe(true);
    const events = await outboxEvents(world.db, dialogEventsChannel(dialog.id));
    expect(events.map((e) => e.payload)).toContainEqual({
      type: 'ambassadorDisabled',
      dialogId: dialog.id,
      userId: account.id,
      reason: 'timeLimitReached',
    });
    const third = await staffSend(dialog.id, { text: 'three' }, person.headers);
    expect([third.statusCode, third.json().error.code]).toEqual([403, 'TIME_IS_UP']);
    const [stored] = await world.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(stored?.timeIsUp).toBe(true);
  });

  it('renews the allowance when its window has ended', async () => {
    const { account, person, dialog } = await limitedAmbassador(1);
    await staffSend(dialog.id, { text: 'one' }, person.headers);
    expect((await staffSend(dialog.id, { text: 'two' }, person.headers)).statusCode).toBe(403);
    await world.db
      .update(ambassadorProfiles)
      .set({ chatPeriodStartedAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) })
      .where(eq(ambassadorProfiles.accountId, account.id));
    const renewed = await staffSend(dialog.id, { text: 'new month' }, person.headers);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data.timeIsUp).toBe(true);
  });

  it('never runs out without a limit', async () => {
    const dialog = await buildWorldChat(world);
    for (let i = 0; i < 3; i += 1) {
      const response = await staffSend(dialog.id, { text: `n${i}` }, world.member.headers);
      expect(response.json().data.timeIsUp).toBe(false);
    }
    const [uni] = await world.db
      .select()
      .from(universities)
      .where(eq(universities.id, world.university.id));
    expect(uni?.ambassadorTimeLimitMinutes).toBeNull();
  });
});

describe('a speaker in a speakers chat', () => {
  it('writes through the staff route', async () => {
    const speaker = await personOf(
      t.app,
      (
        await world.db
          .insert(accounts)
          .values({ email: `speaker-${Date.now()}@example.com`, roleKey: 'live-event-speaker' })
          .returning()
      )[0]!,
    );
    const dialog = await buildWorldChat(world, { type: 5, pairKey: null });
    await addMember(world.db, dialog.id, speaker.account);
    const response = await staffSend(dialog.id, { text: 'Ready?' }, speaker.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message.user.role_key).toBe('live-event-speaker');
  });
});
