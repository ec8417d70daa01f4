import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { buildApp, type App } from '../../app';
import { testConfig } from '../config/config';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';
import { tokenFor as signedToken } from '../../test/factories';
import { listen, nextEvent, openSocket, subscribe } from '../../test/sockets';

describe('realtime subscribe protocol', () => {
  let database: Database;
  let app: App;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp(testConfig(), { database });
    url = await listen(app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await app.close();
    await database.close();
  });

  const open = (token?: string) => openSocket(url, token, sockets);
  // A prospect of that id with a sign-in of its own.
  const tokenFor = async (id: number) => {
    await database.db
      .insert(accounts)
      .values({
        id,
        email: `p${id}@example.com`,
        roleKey: 'prospect',
        name: 'P',
        lastName: `${id}`,
      })
      .onConflictDoNothing();
    return signedToken(app, { id, roleKey: 'prospect', universityId: null });
  };

  it('lets a guest hear a live stream channel and delivers what is published', async () => {
    const guest = await open();
    expect(await subscribe(guest, 'liveStreams:7:info')).toEqual({ ok: true });
    const received = nextEvent(guest, 'liveStreams:7:info');
    app.ctx.realtime.publish('liveStreams:7:info', {
      status: 'inProgress',
      isChatActive: true,
      isStreamActive: true,
    });
    expect(await received).toEqual({
      status: 'inProgress',
      isChatActive: true,
      isStreamActive: true,
    });
  });

  it("lets a user hear their own dialog list but refuses someone else's", async () => {
    const user = await open(await tokenFor(5));
    expect(await subscribe(user, '5:dialogs:new')).toEqual({ ok: true });
    const refused = await subscribe(user, '6:dialogs:new');
    expect(refused).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });

  it('asks a guest to sign in for a personal channel', async () => {
    const guest = await open();
    expect(await subscribe(guest, '5:dialogs:new')).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHORIZED' },
    });
  });

  it('refuses unknown and malformed channels', async () => {
    const user = await open(await tokenFor(5));
    expect(await subscribe(user, 'dialogs:../1:messages:new')).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await subscribe(user, { not: 'a string' })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_ERROR' },
    });
  });

  it('does not deliver to a socket that unsubscribed', async () => {
    const guest = await open();
    await subscribe(guest, 'liveStreams:8:info');
    expect(
      await guest.timeout(5000).emitWithAck('unsubscribe', { channel: 'liveStreams:8:info' }),
    ).toEqual({ ok: true });
    let heard = false;
    guest.on('liveStreams:8:info', () => {
      heard = true;
    });
    const witness = await open();
    await subscribe(witness, 'liveStreams:8:info');
    const delivered = nextEvent(witness, 'liveStreams:8:info');
    app.ctx.realtime.publish('liveStreams:8:info', {
      status: 'completed',
      isChatActive: false,
      isStreamActive: false,
    });
    await delivered;
    expect(heard).toBe(false);
  });

  it('publishes one payload on many channels, each under its own name, to their subscribers only', async () => {
    const [nine, ten] = [await open(await tokenFor(9)), await open(await tokenFor(10))];
    await subscribe(nine, '9:dialogs:new');
    await subscribe(ten, '10:dialogs:new');
    const heardByNine: string[] = [];
    nine.onAny((event: string) => heardByNine.push(event));
    const toTen = nextEvent(ten, '10:dialogs:new');
    // 11 has no socket here: its channel is skipped, the others still hear theirs.
    app.ctx.realtime.publishMany(['11:dialogs:new', '9:dialogs:new', '10:dialogs:new'], {
      dialogId: 3,
    });
    expect(await toTen).toEqual({ dialogId: 3 });
    await expect.poll(() => heardByNine).toEqual(['9:dialogs:new']);
  });

  it('refuses a handshake with a forged token', async () => {
    await expect(open('not-a-jwt')).rejects.toThrow(/not valid/);
  });
});

describe.runIf(process.env.REDIS_URL)('realtime across nodes through Redis', () => {
  let database: Database;
  let nodeA: App;
  let nodeB: App;
  let urlB: string;
  let socket: Socket;

  beforeAll(async () => {
    database = await openTestDatabase();
    const secret = 'x'.repeat(48);
    nodeA = await buildApp(testConfig({ redisUrl: process.env.REDIS_URL, jwtSecret: secret }), {
      database,
    });
    nodeB = await buildApp(testConfig({ redisUrl: process.env.REDIS_URL, jwtSecret: secret }), {
      database,
    });
    await listen(nodeA);
    urlB = await listen(nodeB);
    socket = await openSocket(urlB, undefined, []);
  });
  afterAll(async () => {
    socket?.disconnect();
    await nodeA?.close();
    await nodeB?.close();
    await database?.close();
  });

  it('delivers an event published on node A to a client connected to node B', async () => {
    const channel = `liveStreams:${Date.now() % 100000}:info`;
    expect(await subscribe(socket, channel)).toEqual({ ok: true });
    const received = nextEvent(socket, channel);
    nodeA.ctx.realtime.publish(channel, {
      status: 'inProgress',
      isChatActive: true,
      isStreamActive: false,
    });
    expect(await received).toEqual({
      status: 'inProgress',
      isChatActive: true,
      isStreamActive: false,
    });
  });

  it('carries a many-channel publish from node A to the subscriber on node B', async () => {
    const base = (Date.now() % 100000) + 1000;
    const channels = [`${base}:dialogs:new`, `${base + 1}:dialogs:new`];
    await database.db.insert(accounts).values(
      [base, base + 1].map((id) => ({
        id,
        email: `p${id}@example.com`,
        roleKey: 'prospect' as const,
        name: 'P',
        lastName: `${id}`,
      })),
    );
    const member = await openSocket(
      urlB,
      await signedToken(nodeB, { id: base + 1, roleKey: 'prospect', universityId: null }),
      [],
    );
    try {
      expect(await subscribe(member, channels[1]!)).toEqual({ ok: true });
      const received = nextEvent(member, channels[1]!);
      nodeA.ctx.realtime.publishMany(channels, { dialogId: 4 });
      expect(await received).toEqual({ dialogId: 4 });
    } finally {
      member.disconnect();
    }
  });
});
