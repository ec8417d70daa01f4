import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { Redis } from 'ioredis';
import { MEDIA_EVENTS, type RosterPayload } from '@quad/shared/contracts/live-media';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../core/config/config';
import type { Database } from '../../core/db/client';
import { buildLiveEventWorld, type LiveEventWorld } from '../../test/live-event-factories';
import { listen, nextEvent, openSocket } from '../../test/sockets';
import { openTestDatabase } from '../../test/test-database';
import { DEFAULT_MEDIA } from './media-config';
import { MediaDirectory } from './media-directory';
import { publishFrom, subscribeFrom, until } from './media-peers';

const redisUrl = process.env.REDIS_URL;
const media = { ...DEFAULT_MEDIA, maxPublishers: 2 };

describe.runIf(redisUrl)('which node holds a media room (Redis)', () => {
  it('lets the first node claim a room, shows it to the others, and frees it when let go', async () => {
    const first = MediaDirectory.connect(redisUrl);
    const second = MediaDirectory.connect(redisUrl);
    const liveStreamId = 900_000 + Math.floor(Math.random() * 99_999);
    try {
      expect(await first.ownerOf(liveStreamId)).toBe(first.nodeId);
      expect(await second.ownerOf(liveStreamId)).toBe(first.nodeId);
      // Only the holder can let go.
      await second.release(liveStreamId);
      expect(await second.ownerOf(liveStreamId)).toBe(first.nodeId);
      await first.release(liveStreamId);
      expect(await second.ownerOf(liveStreamId)).toBe(second.nodeId);
      expect(await first.ownerOf(liveStreamId)).toBe(second.nodeId);
    } finally {
      await first.close();
      await second.close();
    }
    // Closing a node lets go of what it held.
    const probe = new Redis(redisUrl as string);
    expect(await probe.get(`quad:media:room:${liveStreamId}`)).toBeNull();
    await probe.quit();
  });
});

describe.runIf(redisUrl)('live media across two nodes (Redis)', () => {
  let database: Database;
  let nodeA: App;
  let nodeB: App;
  let urlA: string;
  let urlB: string;
  let w: LiveEventWorld;
  const sockets: Socket[] = [];
  const peers: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = testConfig({ redisUrl, media, jwtSecret: 'z'.repeat(48) });
    nodeA = await buildApp(config, { database });
    nodeB = await buildApp(config, { database });
    urlA = await listen(nodeA);
    urlB = await listen(nodeB);
    w = await buildLiveEventWorld(nodeA);
  });
  afterAll(async () => {
    await Promise.all(peers.map((peer) => peer.close().catch(() => undefined)));
    for (const socket of sockets) socket.disconnect();
    await nodeA?.close();
    await nodeB?.close();
    await database?.close();
  });

  it("carries a speaker on node A to a viewer on node B, and frees the viewer's place when it leaves", async () => {
    const live = await nodeA.inject({
      method: 'POST',
      url: `/api/v1/widget/liveStreams/${w.event.id}/goLive`,
      headers: w.speaker.headers,
    });
    expect(live.statusCode).toBe(200);
    const speaker = await openSocket(urlA, w.speaker.token, sockets);
    const publisher = await publishFrom(speaker, w.event.id);
    peers.push(publisher);
    if (!publisher.ack.ok) throw new Error(publisher.ack.error.message);
    await until(() => publisher.pc.connectionState === 'connected', 10_000, 'publisher connected');

    // The viewer's socket is on node B; its requests go to node A, which holds the room.
    const prospect = await openSocket(urlB, w.prospect.token, sockets);
    const viewer = await subscribeFrom(prospect, w.event.id, 'stage');
    peers.push(viewer);
    if (!viewer.ack.ok) throw new Error(viewer.ack.error.message);
    expect(viewer.ack.roster.publishers).toEqual([
      expect.objectContaining({ accountId: w.speaker.account.id }),
    ]);
    await until(() => viewer.pc?.connectionState === 'connected', 10_000, 'viewer connected');
    const timer = setInterval(() => publisher.sendVideo(), 10);
    try {
      await until(() => viewer.received.length >= 20, 10_000, 'packets across nodes');
    } finally {
      clearInterval(timer);
    }

    // The room's roster reaches the viewer's socket on node B.
    const heard = nextEvent<RosterPayload>(prospect, MEDIA_EVENTS.roster);
    expect(
      await speaker.timeout(5000).emitWithAck(MEDIA_EVENTS.state, {
        liveStreamId: w.event.id,
        state: { audio: false, video: true, screen: false },
      }),
    ).toEqual({ ok: true });
    expect((await heard).publishers[0]?.state.audio).toBe(false);

    // A refusal made on node A comes back to node B's socket with its code.
    const wrong = await prospect.timeout(5000).emitWithAck(MEDIA_EVENTS.layer, {
      liveStreamId: w.event.id,
      subscriptionId: 'not-a-subscription',
      mid: '1',
      layer: 'low',
    });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });

    // Both leave: node A hears of the viewer's socket on node B, the room empties and its claim
    // is let go (it would stay held while node A still counted the viewer).
    const probe = new Redis(redisUrl as string);
    const key = `quad:media:room:${w.event.id}`;
    try {
      expect(await probe.get(key)).not.toBeNull();
      speaker.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await probe.get(key)).not.toBeNull();
      prospect.disconnect();
      await expect.poll(() => probe.get(key), { timeout: 10_000 }).toBeNull();
    } finally {
      await probe.quit();
    }
  });
});
