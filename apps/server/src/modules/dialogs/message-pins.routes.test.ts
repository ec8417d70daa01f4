import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dialogEventsChannel } from '@quad/shared/events';
import { messages } from '../../core/db/schema';
import type { TestApp } from '../../test/test-app';
import {
  buildMessages,
  buildWorldChat,
  outboxEvents,
  useChatWorld,
  type ChatWorld,
} from '../../test/dialog-factories';

let t: TestApp;
let world: ChatWorld;

useChatWorld((ready) => ({ t, world } = ready));

const base = '/api/v1/interactionSite';
const pin = (
  dialogId: number,
  messageId: number,
  headers: Record<string, string> | undefined,
  payload: object = { is_pinned: true },
) =>
  t.app.inject({
    method: 'PUT',
    url: `${base}/dialogs/${dialogId}/messages/${messageId}/pin`,
    payload,
    ...(headers ? { headers } : {}),
  });
const page = (dialogId: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${base}/dialogs/${dialogId}/messages`, headers });
const pinnedFlag = async (id: number) =>
  (await world.db.select().from(messages).where(eq(messages.id, id)))[0]?.isPinned;

describe('PUT /dialogs/{id}/messages/{messageId}/pin', () => {
  it('pins for the chat’s ambassador, answers it in pinned_messages and tells the chat, then unpins', async () => {
    const dialog = await buildWorldChat(world);
    const [first] = await buildMessages(world.db, dialog.id, world.owner.account, 2);
    const pinned = await pin(dialog.id, first!.id, world.member.headers);
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json().data.message).toMatchObject({ id: first!.id, is_pinned: true });

    const seen = (await page(dialog.id, world.owner.headers)).json().data;
    expect(seen.pinned_messages.map((m: { id: number }) => m.id)).toEqual([first!.id]);
    const events = (await outboxEvents(world.db, dialogEventsChannel(dialog.id))).map(
      (e) => e.payload,
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'messagePinned', messageId: first!.id, is_pinned: true }),
    );

    const again = await pin(dialog.id, first!.id, world.member.headers);
    expect(again.statusCode).toBe(200);
    const count = (await outboxEvents(world.db, dialogEventsChannel(dialog.id))).length;
    expect(count).toBe(events.length);

    const unpinned = await pin(dialog.id, first!.id, world.admin.headers, { is_pinned: false });
    expect(unpinned.json().data.message.is_pinned).toBe(false);
    expect((await page(dialog.id, world.owner.headers)).json().data.pinned_messages).toEqual([]);
  });

  it('refuses no token (401), a prospect (403), another ambassador and another university’s admin (404)', async () => {
    const dialog = await buildWorldChat(world);
    const [message] = await buildMessages(world.db, dialog.id, world.owner.account, 1);
    expect((await pin(dialog.id, message!.id, undefined)).statusCode).toBe(401);
    expect((await pin(dialog.id, message!.id, world.owner.headers)).statusCode).toBe(403);
    expect((await pin(dialog.id, message!.id, world.nonMember.headers)).statusCode).toBe(404);
    expect((await pin(dialog.id, message!.id, world.otherAdmin.headers)).statusCode).toBe(404);
    expect(await pinnedFlag(message!.id)).toBe(false);
  });

  it('refuses bad input, a message of another chat and a system message, changing nothing', async () => {
    const dialog = await buildWorldChat(world);
    const other = await buildWorldChat(world);
    const [message] = await buildMessages(world.db, dialog.id, world.owner.account, 1);
    const [elsewhere] = await buildMessages(world.db, other.id, world.owner.account, 1);
    const [system] = await buildMessages(world.db, dialog.id, null, 1);
    const bad = await pin(dialog.id, message!.id, world.member.headers, { is_pinned: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].path).toBe('body.is_pinned');
    expect((await pin(dialog.id, elsewhere!.id, world.member.headers)).statusCode).toBe(404);
    const refused = await pin(dialog.id, system!.id, world.member.headers);
    expect(refused.statusCode).toBe(400);
    expect(await pinnedFlag(message!.id)).toBe(false);
    expect(await pinnedFlag(system!.id)).toBe(false);
  });
});
