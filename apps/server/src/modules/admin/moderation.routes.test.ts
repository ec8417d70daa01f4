import { describe, expect, it } from 'vitest';
import { dialogEventsChannel } from '@quad/shared/events';
import {
  buildMessages,
  buildWorldChat,
  outboxEvents,
  useChatWorld,
  type ChatWorld,
} from '../../test/dialog-factories';
import type { TestApp } from '../../test/test-app';
import { call } from './admin.fixture';

let t: TestApp;
let world: ChatWorld;
useChatWorld((ready) => ({ t, world } = ready));

const base = '/api/v1/admin/moderation';
const chatBase = '/api/v1/interactionSite/dialogs';

/** A chat of the world with a few messages, one of them reported by its prospect. */
async function reportedMessage(text = 'Add me on WhatsApp +44 7700 900123') {
  const dialog = await buildWorldChat(world);
  await buildMessages(world.db, dialog.id, world.owner.account, 3);
  const [bad] = await buildMessages(world.db, dialog.id, world.member.account, 1, { text });
  await buildMessages(world.db, dialog.id, world.owner.account, 2);
  const report = await call(t.app, 'POST', `${chatBase}/reportMessage`, world.owner.headers, {
    dialog_id: dialog.id,
    message_id: bad!.id,
    reported_reason: 'Asked me to move to WhatsApp',
  });
  expect(report.statusCode).toBe(200);
  const list = (await call(t.app, 'GET', `${base}?kind=message_report`, world.admin.headers)).json()
    .data;
  const item = list.items.find((i: { message: { id: number } }) => i.message.id === bad!.id);
  return { dialog, bad: bad!, item };
}

const latestAudit = async () =>
  (await call(t.app, 'GET', '/api/v1/admin/audit?limit=1', world.admin.headers)).json().data
    .entries[0];

describe('the moderation queue', () => {
  it('asks for a token and refuses prospects, ambassadors and admins of another university', async () => {
    const { item } = await reportedMessage();
    const one = `${base}/message_report/${item.id}`;
    expect((await call(t.app, 'GET', base)).statusCode).toBe(401);
    for (const person of [world.owner, world.member]) {
      expect((await call(t.app, 'GET', base, person.headers)).statusCode).toBe(403);
      expect((await call(t.app, 'GET', `${base}/counts`, person.headers)).statusCode).toBe(403);
      expect(
        (await call(t.app, 'POST', `${one}/decision`, person.headers, { action: 'dismiss' }))
          .statusCode,
      ).toBe(403);
    }
    const other = world.otherAdmin.headers;
    expect((await call(t.app, 'GET', base, other)).json().data.total).toBe(0);
    expect((await call(t.app, 'GET', one, other)).statusCode).toBe(404);
    expect(
      (await call(t.app, 'POST', `${one}/decision`, other, { action: 'dismiss' })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', one, world.admin.headers)).statusCode).toBe(200);
  });

  it('lists a reported message with who reported it, why, and the original text', async () => {
    const { item, bad, dialog } = await reportedMessage();
    expect(item).toMatchObject({
      kind: 'message_report',
      dialog: { id: dialog.id, type: 1 },
      reason: 'Asked me to move to WhatsApp',
      reporter: { id: world.owner.account.id, name: 'Sofia Rossi' },
      message: { id: bad.id, text: 'Add me on WhatsApp +44 7700 900123' },
    });
    const detail = (
      await call(t.app, 'GET', `${base}/message_report/${item.id}`, world.admin.headers)
    ).json().data;
    // Five messages either side of the reported one, as far as the chat goes.
    expect(detail.transcript.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(detail.members.map((m: { id: number }) => m.id).sort()).toEqual(
      [world.owner.account.id, world.member.account.id].sort(),
    );
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const { item } = await reportedMessage();
    const one = `${base}/message_report/${item.id}/decision`;
    const before = (await call(t.app, 'GET', `${base}/counts`, world.admin.headers)).json().data;
    for (const body of [
      {},
      { action: 'ban' },
      { action: 'block_prospect' },
      { action: 'detach_ambassador', user_id: 'x' },
    ]) {
      expect((await call(t.app, 'POST', one, world.admin.headers, body)).statusCode).toBe(400);
    }
    const notInChat = await call(t.app, 'POST', one, world.admin.headers, {
      action: 'block_prospect',
      user_id: world.otherProspect.account.id,
    });
    expect(notInChat.statusCode).toBe(400);
    expect((await call(t.app, 'GET', `${base}/bogus/1`, world.admin.headers)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `${base}/counts`, world.admin.headers)).json().data).toEqual(
      before,
    );
  });

  it('hides a message: prospects see it masked at once, the admin still reads the original', async () => {
    const { item, bad, dialog } = await reportedMessage();
    const counts = (await call(t.app, 'GET', `${base}/counts`, world.admin.headers)).json().data;
    const decided = await call(
      t.app,
      'POST',
      `${base}/message_report/${item.id}/decision`,
      world.admin.headers,
      { action: 'hide_message' },
    );
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data.counts.open).toBe(counts.open - 1);
    const events = await outboxEvents(world.db, dialogEventsChannel(dialog.id));
    expect(events.at(-1)?.payload).toMatchObject({
      type: 'keywordsHidden',
      messageId: bad.id,
      hide_keywords: true,
      text: '*'.repeat(bad.text.length),
    });
    const seen = (
      await call(t.app, 'GET', `${chatBase}/${dialog.id}/messages`, world.owner.headers)
    ).json().data.messages;
    expect(seen.find((m: { id: number }) => m.id === bad.id).text).toBe(
      '*'.repeat(bad.text.length),
    );
    // A later report in the same chat shows the admin the original words, marked as hidden.
    const [later] = await buildMessages(world.db, dialog.id, world.member.account, 1);
    await call(t.app, 'POST', `${chatBase}/reportMessage`, world.owner.headers, {
      dialog_id: dialog.id,
      message_id: later!.id,
      reported_reason: 'Again',
    });
    const queue = (
      await call(t.app, 'GET', `${base}?kind=message_report`, world.admin.headers)
    ).json().data.items as { id: number; message: { id: number } }[];
    const laterItem = queue.find((i) => i.message.id === later!.id)!;
    const detail = (
      await call(t.app, 'GET', `${base}/message_report/${laterItem.id}`, world.admin.headers)
    ).json().data;
    expect(detail.transcript.find((m: { id: number }) => m.id === bad.id)).toMatchObject({
      text: bad.text,
      hidden_by_admin: true,
    });
    expect(await latestAudit()).toMatchObject({
      action: 'moderation.hide_message',
      target: `dialog:${dialog.id}`,
      before: { kind: 'message_report', message: bad.id },
    });
    // Decided items leave the queue: a second decision finds nothing open.
    const again = await call(
      t.app,
      'POST',
      `${base}/message_report/${item.id}/decision`,
      world.admin.headers,
      { action: 'dismiss' },
    );
    expect(again.statusCode).toBe(404);
  });

  it('blocks the prospect and closes a reported chat, each pushed to the chat', async () => {
    const dialog = await buildWorldChat(world);
    await buildMessages(world.db, dialog.id, world.owner.account, 2);
    const flagged = await call(
      t.app,
      'PUT',
      `${chatBase}/${dialog.id}/report`,
      world.owner.headers,
      {
        reported_reason: 'Rude replies',
      },
    );
    expect(flagged.statusCode).toBe(200);
    const list = (
      await call(t.app, 'GET', `${base}?kind=dialog_report`, world.admin.headers)
    ).json().data;
    const item = list.items.find((i: { id: number }) => i.id === dialog.id);
    expect(item).toMatchObject({
      kind: 'dialog_report',
      reason: 'Rude replies',
      reporter: { id: world.owner.account.id },
      message: null,
    });
    const hide = await call(
      t.app,
      'POST',
      `${base}/dialog_report/${dialog.id}/decision`,
      world.admin.headers,
      {
        action: 'hide_message',
      },
    );
    expect(hide.statusCode).toBe(400);

    const blocked = await call(
      t.app,
      'POST',
      `${base}/dialog_report/${dialog.id}/decision`,
      world.admin.headers,
      { action: 'block_prospect', user_id: world.owner.account.id, keep_open: true },
    );
    expect(blocked.statusCode).toBe(200);
    const closed = await call(
      t.app,
      'POST',
      `${base}/dialog_report/${dialog.id}/decision`,
      world.admin.headers,
      { action: 'close_chat' },
    );
    expect(closed.statusCode).toBe(200);
    const types = (await outboxEvents(world.db, dialogEventsChannel(dialog.id))).map(
      (event) => (event.payload as { type: string }).type,
    );
    expect(types).toEqual(expect.arrayContaining(['prospectBlocked', 'closed']));
    expect(await latestAudit()).toMatchObject({ action: 'moderation.close_chat' });
    const after = (
      await call(t.app, 'GET', `${base}?kind=dialog_report`, world.admin.headers)
    ).json().data;
    expect(after.items.some((i: { id: number }) => i.id === dialog.id)).toBe(false);
  });

  it('detaches an ambassador and lists keyword hits until dismissed', async () => {
    const dialog = await buildWorldChat(world);
    const [hit] = await buildMessages(world.db, dialog.id, world.member.account, 1, {
      text: 'Text me on telegram',
      hideKeywords: true,
      data: { hiddenKeywords: ['telegram'] },
    });
    const list = (await call(t.app, 'GET', `${base}?kind=keyword_hit`, world.admin.headers)).json()
      .data;
    const item = list.items.find((i: { id: number }) => i.id === hit!.id);
    expect(item).toMatchObject({
      kind: 'keyword_hit',
      reason: 'telegram',
      message: { text: 'Text me on telegram', hidden_keywords: ['telegram'] },
    });
    const detached = await call(
      t.app,
      'POST',
      `${base}/keyword_hit/${hit!.id}/decision`,
      world.admin.headers,
      { action: 'detach_ambassador', user_id: world.member.account.id },
    );
    expect(detached.statusCode).toBe(200);
    const events = (await outboxEvents(world.db, dialogEventsChannel(dialog.id))).map(
      (event) => event.payload as { type: string; userId?: number },
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'ambassadorDetached', userId: world.member.account.id }),
    );
    expect(
      (await call(t.app, 'GET', `${base}/keyword_hit/${hit!.id}`, world.admin.headers)).statusCode,
    ).toBe(404);
  });

  it('lists safeguarding flags (contact details hidden from a minor) until dismissed', async () => {
    const dialog = await buildWorldChat(world);
    const [flagged] = await buildMessages(world.db, dialog.id, world.member.account, 1, {
      text: 'Call me on +44 7700 900123',
      data: { contactDetailsHidden: ['phone'] },
    });
    const counts = (await call(t.app, 'GET', `${base}/counts`, world.admin.headers)).json().data;
    expect(counts.safeguarding_flag).toBeGreaterThan(0);
    const list = (
      await call(t.app, 'GET', `${base}?kind=safeguarding_flag`, world.admin.headers)
    ).json().data;
    expect(list.items.find((i: { id: number }) => i.id === flagged!.id)).toMatchObject({
      kind: 'safeguarding_flag',
      reason: 'phone',
      message: { text: 'Call me on +44 7700 900123' },
    });
    const dismissed = await call(
      t.app,
      'POST',
      `${base}/safeguarding_flag/${flagged!.id}/decision`,
      world.admin.headers,
      { action: 'dismiss' },
    );
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().data.counts.safeguarding_flag).toBe(counts.safeguarding_flag - 1);
    expect(await latestAudit()).toMatchObject({
      action: 'moderation.dismiss',
      before: { kind: 'safeguarding_flag', message: flagged!.id },
    });
  });
});
