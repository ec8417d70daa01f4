import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { MEDIA_EVENTS, type RosterPayload } from '@quad/shared/contracts/live-media';
import type { App } from '../../app';
import { buildLiveEventWorld, type LiveEventWorld } from '../../test/live-event-factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { listen, nextEvent, openSocket } from '../../test/sockets';
import { iceServersFor } from './media-config';
import { publishFrom, subscribeFrom, until, type TestPublisher } from './media-peers';

const base = '/api/v1/widget';
const media = {
  portRange: undefined,
  announcedAddress: undefined,
  maxPublishers: 2,
  turnUrls: ['turn:turn.example.test:3478?transport=udp'],
  turnSecret: 'a-shared-coturn-secret-for-tests',
};

describe('live media signalling and forwarding', () => {
  let testApp: TestApp;
  let app: App;
  let url: string;
  let w: LiveEventWorld;
  const sockets: Socket[] = [];
  const peers: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    testApp = await buildTestApp({ media });
    app = testApp.app;
    url = await listen(app);
    w = await buildLiveEventWorld(app);
  });
  afterAll(async () => {
    await Promise.all(peers.map((peer) => peer.close().catch(() => undefined)));
    for (const socket of sockets) socket.disconnect();
    await testApp.close();
  });

  const open = (token?: string) => openSocket(url, token, sockets);
  const goLive = () =>
    app.inject({
      method: 'POST',
      url: `${base}/liveStreams/${w.event.id}/goLive`,
      headers: w.speaker.headers,
    });

  it('refuses a prospect and a guest who try to publish, and answers bad input with 400s', async () => {
    const prospect = await open(w.prospect.token);
    const refused = await publishFrom(prospect, w.event.id);
    peers.push(refused);
    expect(refused.ack).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    const guest = await open();
    const asGuest = await publishFrom(guest, w.event.id);
    peers.push(asGuest);
    expect(asGuest.ack).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
    const bad = await prospect.timeout(5000).emitWithAck(MEDIA_EVENTS.publish, {
      liveStreamId: 'seven',
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
    expect(bad.error.message).toMatch(/liveStreamId/);
    const unknown = await prospect
      .timeout(5000)
      .emitWithAck(MEDIA_EVENTS.subscribe, { liveStreamId: 999_999, room: 'stage' });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('keeps a prospect out of the speakers back room, and the stage shut until the event is live', async () => {
    const prospect = await open(w.prospect.token);
    const back = await subscribeFrom(prospect, w.event.id, 'backstage');
    expect(back.ack).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    const early = await subscribeFrom(prospect, w.event.id, 'stage');
    expect(early.ack).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    const guest = await open();
    const guestBack = await subscribeFrom(guest, w.event.id, 'backstage');
    expect(guestBack.ack).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
    // The event's ambassador may hear the back room before the event goes live.
    const ambassador = await open(w.eventAmbassador.token);
    const backstage = await subscribeFrom(ambassador, w.event.id, 'backstage');
    expect(backstage.ack.ok).toBe(true);
    // Another ambassador of the same university is not one of the event's people.
    const other = await open(w.otherAmbassador.token);
    const otherBack = await subscribeFrom(other, w.event.id, 'backstage');
    expect(otherBack.ack).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });

  it("forwards a speaker's video packets to a prospect watching the live stage", async () => {
    expect((await goLive()).statusCode).toBe(200);
    const speaker = await open(w.speaker.token);
    const publisher: TestPublisher = await publishFrom(speaker, w.event.id);
    peers.push(publisher);
    expect(publisher.ack.ok).toBe(true);
    await until(() => publisher.pc.connectionState === 'connected', 10_000, 'publisher connected');

    const prospect = await open(w.prospect.token);
    const viewer = await subscribeFrom(prospect, w.event.id, 'stage');
    peers.push(viewer);
    if (!viewer.ack.ok) throw new Error(viewer.ack.error.message);
    expect(viewer.ack.tracks.map((t) => t.source)).toEqual(['microphone', 'camera', 'screen']);
    // The speaker's voice and camera are one stream to the viewer's browser (played in step),
    // the screen another.
    const streams = [...(viewer.ack.offer?.sdp ?? '').matchAll(/^a=msid:(\S+) /gm)].map(
      (line) => line[1],
    );
    expect(streams).toHaveLength(3);
    expect(streams[0]).toBe(streams[1]);
    expect(streams[2]).not.toBe(streams[0]);
    expect(viewer.ack.roster.publishers).toEqual([
      expect.objectContaining({
        accountId: w.speaker.account.id,
        name: expect.stringMatching(/^Priya/),
      }),
    ]);
    await until(() => viewer.pc?.connectionState === 'connected', 10_000, 'viewer connected');

    const timer = setInterval(() => publisher.sendVideo(), 10);
    try {
      await until(() => viewer.received.length >= 20, 10_000, 'packets received');
    } finally {
      clearInterval(timer);
    }
    // What arrives is what was sent: the stamps are the publisher's own, in order.
    const stamps = viewer.received.map((packet) => packet.stamp);
    expect(stamps.every((stamp, i) => i === 0 || stamp > (stamps[i - 1] ?? 0n))).toBe(true);

    // The viewer picks the camera's layer by its transceiver; another socket cannot, and a layer
    // that does not exist is a 400.
    const camera = viewer.ack.tracks.find((t) => t.source === 'camera');
    const layer = { liveStreamId: w.event.id, subscriptionId: viewer.ack.subscriptionId };
    expect(
      await prospect
        .timeout(5000)
        .emitWithAck(MEDIA_EVENTS.layer, { ...layer, mid: camera?.mid, layer: 'low' }),
    ).toEqual({ ok: true });
    const stranger = await open(w.prospect.token);
    expect(
      await stranger
        .timeout(5000)
        .emitWithAck(MEDIA_EVENTS.layer, { ...layer, mid: camera?.mid, layer: 'low' }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    const wrong = await prospect
      .timeout(5000)
      .emitWithAck(MEDIA_EVENTS.layer, { ...layer, mid: camera?.mid, layer: 'huge' });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
    expect(wrong.error.message).toMatch(/^layer/);
    // Junk names no transceiver: a NUL byte or a huge string is a 400 naming the field.
    for (const mid of ['1\u0000', 'x'.repeat(100_000)]) {
      const junk = await prospect
        .timeout(5000)
        .emitWithAck(MEDIA_EVENTS.layer, { ...layer, mid, layer: 'low' });
      expect(junk).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
      expect(junk.error.message).toMatch(/^mid/);
    }
    // A camera without layers keeps reaching the viewer whatever it asked for.
    const before = viewer.received.length;
    const again = setInterval(() => publisher.sendVideo(), 10);
    try {
      await until(
        () => viewer.received.length >= before + 10,
        10_000,
        'packets after a layer choice',
      );
    } finally {
      clearInterval(again);
    }

    // A publisher's state change reaches the room's sockets.
    const heard = nextEvent<RosterPayload>(prospect, MEDIA_EVENTS.roster);
    const changed = await speaker.timeout(5000).emitWithAck(MEDIA_EVENTS.state, {
      liveStreamId: w.event.id,
      state: { audio: false, video: true, screen: true },
    });
    expect(changed).toEqual({ ok: true });
    expect((await heard).publishers[0]?.state).toEqual({ audio: false, video: true, screen: true });
  });

  it('holds the per-event cap on publishers', async () => {
    // The speaker publishes (previous test); the admin makes two; the ambassador is one too many.
    const admin = await open(w.admin.token);
    const second = await publishFrom(admin, w.event.id);
    peers.push(second);
    expect(second.ack.ok).toBe(true);
    const ambassador = await open(w.eventAmbassador.token);
    const third = await publishFrom(ambassador, w.event.id);
    peers.push(third);
    expect(third.ack).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    expect(third.ack.ok || third.ack.error.message).toMatch(/limit/);
    // Publishing again from the same socket replaces the stream, it does not count twice.
    const again = await publishFrom(admin, w.event.id);
    peers.push(again);
    expect(again.ack.ok).toBe(true);
  });

  it('hands out time-limited TURN credentials that coturn can check with its secret', async () => {
    const guest = await open();
    const ack = await guest
      .timeout(5000)
      .emitWithAck(MEDIA_EVENTS.iceServers, { liveStreamId: w.event.id });
    expect(ack.ok).toBe(true);
    // The embedded SFU takes a camera in simulcast layers.
    expect(ack.simulcast).toBe(true);
    const [server] = ack.iceServers;
    expect(server.urls).toEqual(media.turnUrls);
    const [expiry] = server.username.split(':');
    expect(Number(expiry)).toBeGreaterThan(Date.now() / 1000);
    const expected = createHmac('sha1', media.turnSecret).update(server.username).digest('base64');
    expect(server.credential).toBe(expected);
    expect(iceServersFor({ ...media, turnUrls: [] }, 'x')).toEqual([]);
  });
});
