import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  DELIVERED_EVENT,
  TYPING_EVENT,
  TYPING_MIN_INTERVAL_MS,
  dialogEventsChannel,
  type DialogEvent,
} from '@quad/shared/events';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../core/config/config';
import type { Database } from '../../core/db/client';
import { openTestDatabase } from '../../test/test-database';
import { useRealtimeWorld } from '../../test/realtime-world';
import { listen, nextEvent, openSocket, record, subscribe, type Ack } from '../../test/sockets';
import {
  addMember,
  buildChatWorld,
  buildWorldChat,
  buildWorldGroup,
} from '../../test/dialog-factories';
import { buildProspect } from '../../test/factories';
import { RECEIPTS_MEMBER_LIMIT } from '@quad/shared/contracts/dialogs';

const base = '/api/v1/interactionSite';

function emit(socket: Socket, event: string, payload: unknown): Promise<Ack> {
  return socket.timeout(5000).emitWithAck(event, payload) as Promise<Ack>;
}

describe('presence: typing, delivered and read receipts', () => {
  const t = useRealtimeWorld(buildChatWorld);
  const { open } = t;
  const send = (dialogId: number, headers: object, text: string) =>
    t.app.inject({
      method: 'POST',
      url: `${base}/dialogs/${dialogId}/messages/prospect/send`,
      headers: headers as Record<string, string>,
      payload: { text },
    });
  const list = (dialogId: number, headers: object) =>
    t.app.inject({
      method: 'GET',
      url: `${base}/dialogs/${dialogId}/messages`,
      headers: headers as Record<string, string>,
    });

  it("relays typing to the other member, not to the typist's sockets nor to a non-member", async () => {
    const dialog = await buildWorldChat(t.world);
    const channel = dialogEventsChannel(dialog.id);
    const prospect = await open(t.world.owner.token);
    const prospectOtherTab = await open(t.world.owner.token);
    const ambassador = await open(t.world.member.token);
    const outsider = await open(t.world.nonMember.token);
    for (const socket of [prospect, prospectOtherTab, ambassador]) {
      expect(await subscribe(socket, channel)).toEqual({ ok: true });
    }
    expect(await subscribe(outsider, channel)).toMatchObject({ ok: false });
    const echoes = record<DialogEvent>(prospect, channel);
    const otherTab = record<DialogEvent>(prospectOtherTab, channel);
    const overheard = record<DialogEvent>(outsider, channel);
    const heard = nextEvent<DialogEvent>(ambassador, channel);
    expect(await emit(prospect, TYPING_EVENT, { dialogId: dialog.id })).toEqual({ ok: true });
    expect(await heard).toEqual({
      type: 'typing',
      dialogId: dialog.id,
      userId: t.world.owner.account.id,
    });
    // A round trip on each socket: anything sent to them before has arrived by now.
    await subscribe(prospect, channel);
    await subscribe(prospectOtherTab, channel);
    await subscribe(outsider, channel);
    expect(echoes).toEqual([]);
    expect(otherTab).toEqual([]);
    expect(overheard).toEqual([]);
  });

  it("refuses a non-member's typing, a guest's, and a malformed emit, and relays nothing", async () => {
    const dialog = await buildWorldChat(t.world);
    const channel = dialogEventsChannel(dialog.id);
    const ambassador = await open(t.world.member.token);
    await subscribe(ambassador, channel);
    const heard = record<DialogEvent>(ambassador, channel);
    for (const token of [
      t.world.nonMember.token,
      t.world.otherProspect.token,
      t.world.otherAdmin.token,
    ]) {
      const socket = await open(token);
      expect(await emit(socket, TYPING_EVENT, { dialogId: dialog.id })).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
    }
    const guest = await open(undefined);
    expect(await emit(guest, TYPING_EVENT, { dialogId: dialog.id })).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHORIZED' },
    });
    const prospect = await open(t.world.owner.token);
    expect(await emit(prospect, TYPING_EVENT, { dialogId: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_ERROR' },
    });
    await subscribe(ambassador, channel);
    expect(heard).toEqual([]);
  });

  it('ignores a socket typing again sooner than the interval, and relays it once the interval passed', async () => {
    const dialog = await buildWorldChat(t.world);
    const channel = dialogEventsChannel(dialog.id);
    const prospect = await open(t.world.owner.token);
    const ambassador = await open(t.world.member.token);
    await subscribe(ambassador, channel);
    const heard = record<DialogEvent>(ambassador, channel);
    expect(await emit(prospect, TYPING_EVENT, { dialogId: dialog.id })).toEqual({ ok: true });
    expect(await emit(prospect, TYPING_EVENT, { dialogId: dialog.id })).toMatchObject({
      ok: false,
      error: { code: 'RATE_LIMITED' },
    });
    await expect.poll(() => heard.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, TYPING_MIN_INTERVAL_MS + 50));
    expect(await emit(prospect, TYPING_EVENT, { dialogId: dialog.id })).toEqual({ ok: true });
    await expect.poll(() => heard.length).toBe(2);
  });

  it("tells the sender's socket when the other member's device received and then read their message", async () => {
    const dialog = await buildWorldChat(t.world);
    const channel = dialogEventsChannel(dialog.id);
    const prospect = await open(t.world.owner.token);
    const ambassador = await open(t.world.member.token);
    await subscribe(prospect, channel);
    const sent = await send(dialog.id, t.world.owner.headers, 'Are scholarships open?');
    const { seq } = sent.json().data.message;

    const delivered = nextEvent<DialogEvent>(prospect, channel);
    expect(await emit(ambassador, DELIVERED_EVENT, { dialogId: dialog.id, seq })).toEqual({
      ok: true,
    });
    expect(await delivered).toEqual({
      type: 'receipt',
      dialogId: dialog.id,
      userId: t.world.member.account.id,
      last_delivered_seq: seq,
      last_read_seq: 0,
    });

    const read = nextEvent<DialogEvent>(prospect, channel);
    const marked = await t.app.inject({
      method: 'POST',
      url: `${base}/dialogs/${dialog.id}/read`,
      headers: t.world.member.headers,
      payload: { seq },
    });
    expect(marked.statusCode).toBe(200);
    expect(await read).toEqual({
      type: 'receipt',
      dialogId: dialog.id,
      userId: t.world.member.account.id,
      last_delivered_seq: seq,
      last_read_seq: seq,
    });

    // After a reload the list carries the other member's positions.
    const page = (await list(dialog.id, t.world.owner.headers)).json().data;
    expect(page.receipts).toEqual([
      { user_id: t.world.member.account.id, last_delivered_seq: seq, last_read_seq: seq },
    ]);
  });

  it('never moves delivered back nor past the newest message, and tells nothing when it did not move', async () => {
    const dialog = await buildWorldChat(t.world);
    const channel = dialogEventsChannel(dialog.id);
    const prospect = await open(t.world.owner.token);
    const ambassador = await open(t.world.member.token);
    await subscribe(prospect, channel);
    const heard = record<DialogEvent>(prospect, channel);
    const { seq } = (await send(dialog.id, t.world.owner.headers, 'Hello')).json().data.message;
    expect(await emit(ambassador, DELIVERED_EVENT, { dialogId: dialog.id, seq: seq + 50 })).toEqual(
      { ok: true },
    );
    expect(await emit(ambassador, DELIVERED_EVENT, { dialogId: dialog.id, seq: 0 })).toEqual({
      ok: true,
    });
    expect(await emit(ambassador, DELIVERED_EVENT, { dialogId: dialog.id, seq })).toEqual({
      ok: true,
    });
    await expect.poll(() => heard.length).toBe(1);
    const page = (await list(dialog.id, t.world.owner.headers)).json().data;
    expect(page.receipts).toEqual([
      { user_id: t.world.member.account.id, last_delivered_seq: seq, last_read_seq: 0 },
    ]);
    await subscribe(prospect, channel);
    expect(heard).toHaveLength(1);
  });

  it('keeps no receipts in a group chat of more than 100 members: acks change nothing and tell nobody', async () => {
    const group = await buildWorldGroup(t.world);
    for (let i = 0; i < RECEIPTS_MEMBER_LIMIT; i += 1) {
      await addMember(t.world.db, group.id, await buildProspect(t.world.db));
    }
    const channel = dialogEventsChannel(group.id);
    const sender = await open(t.world.member.token);
    await subscribe(sender, channel);
    const heard = record<DialogEvent>(sender, channel);
    const sent = await t.app.inject({
      method: 'POST',
      url: `${base}/dialogs/${group.id}/messages/send`,
      headers: t.world.member.headers,
      payload: { text: 'Welcome, everyone' },
    });
    const { seq } = sent.json().data.message;
    const prospect = await open(t.world.owner.token);
    expect(await emit(prospect, DELIVERED_EVENT, { dialogId: group.id, seq })).toEqual({
      ok: true,
    });
    const read = await t.app.inject({
      method: 'POST',
      url: `${base}/dialogs/${group.id}/read`,
      headers: t.world.owner.headers,
      payload: { seq },
    });
    expect(read.statusCode).toBe(200);
    const page = (await list(group.id, t.world.owner.headers)).json().data;
    expect(page).not.toHaveProperty('receipts');
    await subscribe(sender, channel);
    expect(heard.filter((event) => event.type === 'receipt')).toEqual([]);
  });

  it("refuses a non-member's delivered ack and a malformed one, changing nothing", async () => {
    const dialog = await buildWorldChat(t.world);
    const { seq } = (await send(dialog.id, t.world.owner.headers, 'Hi')).json().data.message;
    for (const token of [
      t.world.nonMember.token,
      t.world.admin.token,
      t.world.otherProspect.token,
    ]) {
      const socket = await open(token);
      expect(await emit(socket, DELIVERED_EVENT, { dialogId: dialog.id, seq })).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
    }
    const ambassador = await open(t.world.member.token);
    expect(await emit(ambassador, DELIVERED_EVENT, { dialogId: dialog.id, seq: -1 })).toMatchObject(
      { ok: false, error: { code: 'VALIDATION_ERROR' } },
    );
    const page = (await list(dialog.id, t.world.owner.headers)).json().data;
    expect(page.receipts).toEqual([
      { user_id: t.world.member.account.id, last_delivered_seq: 0, last_read_seq: 0 },
    ]);
  });
});

describe.runIf(process.env.REDIS_URL)('presence across two nodes through Redis', () => {
  let database: Database;
  let nodeA: App;
  let nodeB: App;
  let urlA: string;
  let urlB: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = { redisUrl: process.env.REDIS_URL, jwtSecret: 'y'.repeat(48) };
    nodeA = await buildApp(testConfig(config), { database });
    nodeB = await buildApp(testConfig(config), { database });
    urlA = await listen(nodeA);
    urlB = await listen(nodeB);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await nodeA?.close();
    await nodeB?.close();
    await database?.close();
  });

  it('relays typing from a socket on node A to the other member on node B, and not back to the typist', async () => {
    const world = await buildChatWorld(nodeA);
    const dialog = await buildWorldChat(world);
    const channel = dialogEventsChannel(dialog.id);
    const typist = await openSocket(urlA, world.owner.token, sockets);
    const typistOnB = await openSocket(urlB, world.owner.token, sockets);
    const listener = await openSocket(urlB, world.member.token, sockets);
    expect(await subscribe(listener, channel)).toEqual({ ok: true });
    expect(await subscribe(typistOnB, channel)).toEqual({ ok: true });
    const echoes = record<DialogEvent>(typistOnB, channel);
    const heard = nextEvent<DialogEvent>(listener, channel);
    expect(await emit(typist, TYPING_EVENT, { dialogId: dialog.id })).toEqual({ ok: true });
    expect(await heard).toEqual({
      type: 'typing',
      dialogId: dialog.id,
      userId: world.owner.account.id,
    });
    await subscribe(typistOnB, channel);
    expect(echoes).toEqual([]);
  });
});
