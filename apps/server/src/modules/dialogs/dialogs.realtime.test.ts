import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  dialogEventsChannel,
  dialogMessagesChannel,
  userDialogsChannel,
} from '@quad/shared/events';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../core/config/config';
import type { Database } from '../../core/db/client';
import { openTestDatabase } from '../../test/test-database';
import { useRealtimeWorld } from '../../test/realtime-world';
import { listen, nextEvent, openSocket, record, subscribe } from '../../test/sockets';
import { buildAmbassador } from '../../test/factories';
import {
  addMember,
  buildChatWorld,
  buildWorldChat,
  buildWorldGroup,
  personOf,
} from '../../test/dialog-factories';

interface Delivered {
  id: number;
  seq: number;
  text: string;
}

const base = '/api/v1/interactionSite';

function send(app: App, dialogId: number, headers: object, payload: object) {
  return app.inject({
    method: 'POST',
    url: `${base}/dialogs/${dialogId}/messages/send`,
    headers: headers as Record<string, string>,
    payload,
  });
}

describe('dialog realtime', () => {
  const t = useRealtimeWorld(buildChatWorld);
  const { open } = t;

  it('delivers a sent message to a member, in the shape the list answers, and to their own channel', async () => {
    const dialog = await buildWorldChat(t.world);
    const prospect = await open(t.world.owner.token);
    expect(await subscribe(prospect, dialogMessagesChannel(dialog.id))).toEqual({ ok: true });
    expect(await subscribe(prospect, userDialogsChannel(t.world.owner.account.id))).toEqual({
      ok: true,
    });
    const onDialog = nextEvent(prospect, dialogMessagesChannel(dialog.id));
    const onPersonal = nextEvent(prospect, userDialogsChannel(t.world.owner.account.id));
    const response = await send(t.app, dialog.id, t.world.member.headers, { text: 'Hi Sofia!' });
    const { message } = response.json().data;
    expect(await onDialog).toEqual(message);
    expect(await onPersonal).toEqual({ dialog_id: dialog.id, message });
  });

  it("leaves out the sender's own socket named by socketId", async () => {
    const dialog = await buildWorldChat(t.world);
    const prospect = await open(t.world.owner.token);
    const ambassador = await open(t.world.member.token);
    await subscribe(prospect, dialogMessagesChannel(dialog.id));
    await subscribe(ambassador, dialogMessagesChannel(dialog.id));
    const echoes = record(ambassador, dialogMessagesChannel(dialog.id));
    const witness = nextEvent(prospect, dialogMessagesChannel(dialog.id));
    await send(t.app, dialog.id, t.world.member.headers, { text: 'One', socketId: ambassador.id });
    await witness;
    // A second event to the same socket proves the socket works and the first one skipped it.
    const second = nextEvent<Delivered>(ambassador, dialogMessagesChannel(dialog.id));
    await t.app.inject({
      method: 'POST',
      url: `${base}/dialogs/${dialog.id}/messages/prospect/send`,
      headers: t.world.owner.headers,
      payload: { text: 'Two' },
    });
    expect((await second).text).toBe('Two');
    expect(echoes.map((m) => (m as Delivered).text)).toEqual(['Two']);
  });

  it('lets members and admins of the university subscribe, and refuses everyone else', async () => {
    const dialog = await buildWorldChat(t.world);
    const cases: [string | undefined, string | null][] = [
      [t.world.owner.token, null],
      [t.world.member.token, null],
      [t.world.admin.token, null],
      [t.world.otherProspect.token, 'FORBIDDEN'],
      [t.world.nonMember.token, 'FORBIDDEN'],
      [t.world.otherAdmin.token, 'FORBIDDEN'],
      [undefined, 'UNAUTHORIZED'],
    ];
    for (const [token, refusal] of cases) {
      const socket = await open(token);
      for (const channel of [dialogMessagesChannel(dialog.id), dialogEventsChannel(dialog.id)]) {
        const ack = await subscribe(socket, channel);
        if (refusal === null) expect(ack, channel).toEqual({ ok: true });
        else expect(ack, channel).toMatchObject({ ok: false, error: { code: refusal } });
      }
    }
    const member = await open(t.world.owner.token);
    expect(await subscribe(member, dialogMessagesChannel(2_000_000_000))).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
  });

  it('refuses someone who left the conversation', async () => {
    const dialog = await buildWorldGroup(t.world);
    await t.app.inject({
      method: 'PUT',
      url: `${base}/dialogs/${dialog.id}/exit`,
      headers: t.world.owner.headers,
    });
    const socket = await open(t.world.owner.token);
    expect(await subscribe(socket, dialogMessagesChannel(dialog.id))).toMatchObject({ ok: false });
  });

  it('stops an open socket hearing a conversation its owner left', async () => {
    const dialog = await buildWorldGroup(t.world);
    const leaving = await open(t.world.owner.token);
    const staying = await open(t.world.member.token);
    for (const socket of [leaving, staying]) {
      expect(await subscribe(socket, dialogMessagesChannel(dialog.id))).toEqual({ ok: true });
    }
    const exited = await t.app.inject({
      method: 'PUT',
      url: `${base}/dialogs/${dialog.id}/exit`,
      headers: t.world.owner.headers,
    });
    expect(exited.statusCode).toBe(200);
    const heard = record<Delivered>(leaving, dialogMessagesChannel(dialog.id));
    const witnessed = record<Delivered>(staying, dialogMessagesChannel(dialog.id));
    await send(t.app, dialog.id, t.world.member.headers, { text: 'after you left' });
    await expect.poll(() => witnessed.map((m) => m.text)).toContain('after you left');
    // A round trip on the leaving socket: anything sent to it before has arrived by now.
    expect(await subscribe(leaving, userDialogsChannel(t.world.owner.account.id))).toEqual({
      ok: true,
    });
    // It heard of its own leaving (sent before the eviction), and nothing after.
    expect(heard.map((m) => m.text)).not.toContain('after you left');
  });

  it('announces closing and reopening on the events channel', async () => {
    const dialog = await buildWorldChat(t.world);
    const prospect = await open(t.world.owner.token);
    await subscribe(prospect, dialogEventsChannel(dialog.id));
    const closed = nextEvent(prospect, dialogEventsChannel(dialog.id));
    await t.app.inject({
      method: 'PUT',
      url: `${base}/dialogs/${dialog.id}/close/toggle`,
      headers: t.world.member.headers,
      payload: {},
    });
    expect(await closed).toEqual({ type: 'closed', dialogId: dialog.id, admin_closed: false });
  });

  it('loses nothing across a reconnect: fetching after the last seen message gives exactly the missed ones', async () => {
    const dialog = await buildWorldChat(t.world);
    let prospect = await open(t.world.owner.token);
    await subscribe(prospect, dialogMessagesChannel(dialog.id));
    const first = nextEvent<Delivered>(prospect, dialogMessagesChannel(dialog.id));
    await send(t.app, dialog.id, t.world.member.headers, { text: 'before the tunnel' });
    const lastSeen = await first;
    prospect.disconnect();

    const missed: number[] = [];
    for (const text of ['one', 'two', 'three']) {
      missed.push(
        (await send(t.app, dialog.id, t.world.member.headers, { text })).json().data.message.id,
      );
    }

    prospect = await open(t.world.owner.token);
    await subscribe(prospect, dialogMessagesChannel(dialog.id));
    const live = record<Delivered>(prospect, dialogMessagesChannel(dialog.id));
    const byId = await t.app.inject({
      method: 'GET',
      url: `${base}/dialogs/${dialog.id}/messages?afterMessageId=${lastSeen.id}&order=asc`,
      headers: t.world.owner.headers,
    });
    const fetched: Delivered[] = byId.json().data.messages;
    expect(fetched.map((m) => m.id)).toEqual(missed);
    expect(fetched.map((m) => m.text)).toEqual(['one', 'two', 'three']);
    expect(fetched.map((m) => m.seq)).toEqual([
      lastSeen.seq + 1,
      lastSeen.seq + 2,
      lastSeen.seq + 3,
    ]);
    const bySeq = await t.app.inject({
      method: 'GET',
      url: `${base}/dialogs/${dialog.id}/messages?afterSeq=${lastSeen.seq}&order=asc`,
      headers: t.world.owner.headers,
    });
    expect(bySeq.json().data.messages.map((m: Delivered) => m.id)).toEqual(missed);
    // Nothing is replayed live: the socket heard none of what it fetched.
    expect(live).toEqual([]);
  });

  it('tells a removed ambassador who removed them, then stops their socket hearing the conversation', async () => {
    const dialog = await buildWorldGroup(t.world);
    const { account } = await buildAmbassador(t.world.db, t.world.university.id, {
      account: { name: 'Leo', lastName: 'Park' },
    });
    await addMember(t.world.db, dialog.id, account);
    const removed = await personOf(t.app, account);
    const socket = await open(removed.token);
    await subscribe(socket, dialogMessagesChannel(dialog.id));
    await subscribe(socket, dialogEventsChannel(dialog.id));
    const told = nextEvent(socket, dialogEventsChannel(dialog.id));
    const response = await t.app.inject({
      method: 'PUT',
      url: `${base}/dialogs/${dialog.id}/detachAmbassador`,
      headers: t.world.admin.headers,
      payload: { user_id: account.id },
    });
    expect(response.statusCode).toBe(200);
    expect(await told).toEqual({
      type: 'ambassadorDetached',
      dialogId: dialog.id,
      userId: account.id,
      removedBy: { id: t.world.admin.account.id, name: 'Hannah Lee' },
    });
    const afterwards = record(socket, dialogMessagesChannel(dialog.id));
    const witness = await open(t.world.owner.token);
    await subscribe(witness, dialogMessagesChannel(dialog.id));
    const seen = nextEvent(witness, dialogMessagesChannel(dialog.id));
    await send(t.app, dialog.id, t.world.member.headers, { text: 'after removal' });
    await seen;
    expect(afterwards).toEqual([]);
  });
});

describe.runIf(process.env.REDIS_URL)('dialog realtime across two nodes through Redis', () => {
  let database: Database;
  let nodeA: App;
  let nodeB: App;
  let urlB: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = { redisUrl: process.env.REDIS_URL, jwtSecret: 'y'.repeat(48) };
    nodeA = await buildApp(testConfig(config), { database });
    nodeB = await buildApp(testConfig(config), { database });
    await listen(nodeA);
    urlB = await listen(nodeB);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await nodeA?.close();
    await nodeB?.close();
    await database?.close();
  });

  it('delivers a message sent through node A to a member connected to node B', async () => {
    const world = await buildChatWorld(nodeA);
    const dialog = await buildWorldChat(world);
    const prospect = await openSocket(urlB, world.owner.token, sockets);
    expect(await subscribe(prospect, dialogMessagesChannel(dialog.id))).toEqual({ ok: true });
    const received = nextEvent(prospect, dialogMessagesChannel(dialog.id));
    const response = await send(nodeA, dialog.id, world.member.headers, { text: 'Across nodes' });
    expect(response.statusCode).toBe(200);
    expect(await received).toEqual(response.json().data.message);
  });

  it('tells a member on node B through their own dialogs:new channel (one fan-out for all members)', async () => {
    const world = await buildChatWorld(nodeA);
    const dialog = await buildWorldChat(world);
    const prospect = await openSocket(urlB, world.owner.token, sockets);
    const own = userDialogsChannel(world.owner.account.id);
    expect(await subscribe(prospect, own)).toEqual({ ok: true });
    const told = nextEvent<{ dialog_id: number }>(prospect, own);
    const response = await send(nodeA, dialog.id, world.member.headers, { text: 'Fanned out' });
    expect(response.statusCode).toBe(200);
    expect(await told).toMatchObject({ dialog_id: dialog.id });
  });
});
