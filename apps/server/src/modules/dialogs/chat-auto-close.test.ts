import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { dialogEventsChannel, dialogMessagesChannel } from '@quad/shared/events';
import { dialogs, messages } from '../../core/db/schema';
import type { TestApp } from '../../test/test-app';
import {
  buildAmbassador,
  buildProspect,
  buildUniversity,
  buildWidgetSettings,
} from '../../test/factories';
import { buildIndividualDialog, buildMessages, outboxEvents } from '../../test/dialog-factories';
import { buildTestApp } from '../../test/test-app';
import { closeIdleChats } from './chat-auto-close';
import { afterAll, beforeAll } from 'vitest';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.ctx.database.db;
const services = () => t.app.ctx.services;

/** A university whose chats close after `minutes` idle (null: never), with one chat idle `idleMinutes`. */
async function idleChat(minutes: number | null, idleMinutes: number) {
  const university = await buildUniversity(db());
  if (minutes !== null) {
    await buildWidgetSettings(db(), {
      universityId: university.id,
      settings: { chatAutoCloseMinutes: minutes },
    });
  }
  const ambassador = (await buildAmbassador(db(), university.id)).account;
  const prospect = await buildProspect(db());
  const dialog = await buildIndividualDialog(db(), prospect, ambassador, { pairKey: null });
  await buildMessages(db(), dialog.id, prospect, 1);
  await db()
    .update(dialogs)
    .set({ lastActivity: sql`now() - make_interval(mins => ${idleMinutes})` })
    .where(eq(dialogs.id, dialog.id));
  return dialog;
}

const dialogRow = async (id: number) =>
  (await db().select().from(dialogs).where(eq(dialogs.id, id)))[0];
const closedMessages = (dialogId: number) =>
  db()
    .select()
    .from(messages)
    .where(and(eq(messages.dialogId, dialogId), eq(messages.type, '5')));

describe('closeIdleChats', () => {
  it('closes a chat idle longer than its university allows, with the closed message and events', async () => {
    const idle = await idleChat(60, 61);
    const recent = await idleChat(60, 59);
    const never = await idleChat(null, 60 * 24 * 365);

    await closeIdleChats(services());

    expect(await dialogRow(idle.id)).toMatchObject({
      closed: true,
      autoClose: true,
      adminClosed: false,
    });
    const [closing] = await closedMessages(idle.id);
    expect(closing).toMatchObject({ text: 'The conversation was closed automatically', seq: 2 });
    const live = await outboxEvents(db(), dialogMessagesChannel(idle.id));
    expect(live.map((e) => (e.payload as { type: string }).type)).toEqual(['5']);
    const state = await outboxEvents(db(), dialogEventsChannel(idle.id));
    expect(state.map((e) => e.payload)).toContainEqual(
      expect.objectContaining({ type: 'closed', admin_closed: false }),
    );

    expect((await dialogRow(recent.id))?.closed).toBe(false);
    expect((await dialogRow(never.id))?.closed).toBe(false);
  });

  it('closes a chat once when several sweeps run at the same time (several nodes)', async () => {
    const idle = await idleChat(5, 30);
    await Promise.all([
      closeIdleChats(services()),
      closeIdleChats(services()),
      closeIdleChats(services()),
    ]);
    expect(await closedMessages(idle.id)).toHaveLength(1);
  });

  it('leaves a chat that is already closed or archived alone', async () => {
    const closed = await idleChat(5, 30);
    await db().update(dialogs).set({ closed: true }).where(eq(dialogs.id, closed.id));
    const archived = await idleChat(5, 30);
    await db().update(dialogs).set({ archived: true }).where(eq(dialogs.id, archived.id));
    await closeIdleChats(services());
    expect(await closedMessages(closed.id)).toHaveLength(0);
    expect((await dialogRow(archived.id))?.closed).toBe(false);
  });
});
