import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { App } from '../../app';
import { buildLiveEventWorld, type LiveEventWorld } from '../../test/live-event-factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { expectRedBesideBlue } from '../../test/recorded-stage';
import { listen, openSocket } from '../../test/sockets';
import { useRealtimeWorld } from '../../test/realtime-world';
import { findEvent } from '../live-events/live-events.repository';
import { colourAt, duration, publishFfmpegFrom, publishFrom, until } from './media-peers';

const base = '/api/v1/widget';
/** Debian's ffmpeg, when installed: the composed recording is tested only then. */
const ffmpeg = spawnSync('sh', ['-c', 'command -v ffmpeg']).stdout.toString().trim();

async function goLive(app: App, w: LiveEventWorld) {
  const live = await app.inject({
    method: 'POST',
    url: `${base}/liveStreams/${w.event.id}/goLive`,
    headers: w.speaker.headers,
  });
  expect(live.statusCode).toBe(200);
}

/** Ends the event and waits for it to become on demand; answers its stored recording. */
async function endAndFetchRecording(app: App, w: LiveEventWorld, waitMs = 60_000) {
  const ended = await app.inject({
    method: 'PUT',
    url: `${base}/liveStreams/${w.event.id}/status`,
    headers: w.speaker.headers,
    payload: { status: 'completed' },
  });
  expect(ended.statusCode).toBe(200);
  const db = app.ctx.database.db;
  let event = await findEvent(db, w.event.id);
  const deadline = Date.now() + waitMs;
  while (event?.status !== 'onDemand' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    event = await findEvent(db, w.event.id);
  }
  expect(event?.status).toBe('onDemand');
  const stored = await app.ctx.storage.get(event?.videoKey ?? '');
  expect(stored?.contentType).toBe('video/webm');
  return Buffer.from(stored?.bytes ?? []);
}

describe('live recording', () => {
  const t = useRealtimeWorld(buildLiveEventWorld);

  it('records the stage while live; when the speaker ends, the event is on demand with that WebM', async () => {
    const w = t.world;
    await goLive(t.app, w);
    const speaker = await t.open(w.speaker.token);
    const publisher = await publishFrom(speaker, w.event.id);
    expect(publisher.ack.ok).toBe(true);
    await until(() => publisher.pc.connectionState === 'connected', 10_000, 'publisher connected');
    // Three seconds of video; the voice it says it sends never comes, so its file opens after
    // the second a person's file waits for the rest of what they send.
    for (let frame = 0; frame < 90; frame += 1) {
      publisher.sendVideo();
      await new Promise((resolve) => setTimeout(resolve, 33));
    }
    const bytes = await endAndFetchRecording(t.app, w);
    const event = await findEvent(t.app.ctx.database.db, w.event.id);
    expect(event?.videoKey).toMatch(new RegExp(`^recordings/${w.uni.id}/${w.event.id}-.+\\.webm$`));
    // A WebM file: the EBML magic, then the webm doctype.
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(bytes.subarray(0, 64).toString('latin1')).toContain('webm');
    expect(bytes.length).toBeGreaterThan(1000);
    await publisher.close();
  });
});

describe.runIf(ffmpeg)('recording the whole stage (ffmpeg installed)', () => {
  const t = useRealtimeWorld(async () => undefined);
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'quad-stage-recording-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('composes two speakers into one video side by side, with their voices mixed', async () => {
    const app = t.app;
    const w = await buildLiveEventWorld(app);
    // Both speakers wait on stage before the event goes live, so the recording starts with both
    // (one coming later would fill the stage alone until then, as viewers saw it).
    const red = await publishFfmpegFrom(await t.open(w.speaker.token), w.event.id, 'red');
    const blue = await publishFfmpegFrom(await t.open(w.eventAmbassador.token), w.event.id, 'blue');
    expect(red.ack.ok && blue.ack.ok).toBe(true);
    let bytes: Buffer;
    try {
      // Both with picture and voice (two seconds of each sent over the connection: on a busy
      // machine a connection can stand a while before its media flows), then five seconds of
      // both live; composing may take a while on a busy machine.
      const flowing = (p: typeof red) => p.sent.video >= 30 && p.sent.audio >= 100;
      await until(() => flowing(red) && flowing(blue), 60_000, 'both speakers sending');
      await goLive(app, w);
      await new Promise((resolve) => setTimeout(resolve, 5000));
      bytes = await endAndFetchRecording(app, w, 240_000);
    } finally {
      await red.close();
      await blue.close();
    }

    const file = path.join(folder, 'stage.webm');
    await writeFile(file, bytes);
    // The grid of two: one speaker's picture on the left half, the other's on the right.
    const streams = expectRedBesideBlue(file);
    // ffmpeg's output puts the video first (werift's recorder puts the voice first).
    expect(streams[0]?.codec_type).toBe('video');
  }, 300_000);

  it('keeps recording a lone speaker whose connection dropped: the room made anew is recorded too', async () => {
    const app = t.app;
    const w = await buildLiveEventWorld(app);
    const first = await t.open(w.speaker.token);
    const red = await publishFfmpegFrom(first, w.event.id, 'red');
    let blue: Awaited<ReturnType<typeof publishFfmpegFrom>> | undefined;
    let redOpen = true;
    let bytes: Buffer;
    try {
      const flowing = (p: typeof red) => p.sent.video >= 30 && p.sent.audio >= 100;
      await until(() => flowing(red), 60_000, 'the speaker sending');
      await goLive(app, w);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      // The speaker's connection drops: the room, empty, is let go. They come back on a new
      // connection (now sending blue) and the event's room is made anew.
      await red.close();
      redOpen = false;
      first.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 500));
      blue = await publishFfmpegFrom(await t.open(w.speaker.token), w.event.id, 'blue');
      expect(blue.ack.ok).toBe(true);
      const back = blue;
      await until(() => flowing(back), 60_000, 'the speaker sending again');
      await new Promise((resolve) => setTimeout(resolve, 3000));
      bytes = await endAndFetchRecording(app, w, 240_000);
    } finally {
      if (redOpen) await red.close();
      await blue?.close();
    }
    const file = path.join(folder, 'reconnected.webm');
    await writeFile(file, bytes);
    // Red fills the stage first, blue after it came back, each alone on stage in its turn.
    const length = duration(file);
    const colours = (seconds: number[]) => seconds.map((at) => colourAt(file, at, 640, 360));
    const early = colours([1.5, 2, 2.5]);
    const late = colours([length - 2, length - 1.5, length - 1]);
    const found = JSON.stringify({ length, early, late });
    expect(
      early.some(([r = 0, , b = 0]) => r > 150 && b < 100),
      found,
    ).toBe(true);
    expect(
      late.some(([r = 0, , b = 0]) => b > 150 && r < 100),
      found,
    ).toBe(true);
  }, 300_000);
});

describe('recording the stage without ffmpeg', () => {
  let testApp: TestApp;
  let app: App;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    testApp = await buildTestApp({
      media: {
        portRange: undefined,
        announcedAddress: undefined,
        maxPublishers: 6,
        turnUrls: [],
        turnSecret: undefined,
        ffmpegPath: '/nonexistent/ffmpeg',
      },
    });
    app = testApp.app;
    url = await listen(app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await testApp.close();
  });

  it('keeps the first speaker’s camera and voice as the recording', async () => {
    const w = await buildLiveEventWorld(app);
    await goLive(app, w);
    const first = await publishFrom(await openSocket(url, w.speaker.token, sockets), w.event.id);
    await until(() => first.pc.connectionState === 'connected', 10_000, 'first speaker connected');
    const second = await publishFrom(
      await openSocket(url, w.eventAmbassador.token, sockets),
      w.event.id,
    );
    await until(() => second.pc.connectionState === 'connected', 10_000, 'second connected');
    const firstStamp = 0x1111_2222_3333_4444n;
    const secondStamp = 0x5555_6666_7777_8888n;
    // Three seconds of video; the voice it says it sends never comes, so its file opens after
    // the second a person's file waits for the rest of what they send.
    for (let frame = 0; frame < 90; frame += 1) {
      first.sendVideo(firstStamp);
      second.sendVideo(secondStamp);
      await new Promise((resolve) => setTimeout(resolve, 33));
    }
    const bytes = await endAndFetchRecording(app, w);
    await first.close();
    await second.close();
    const stamp = (value: bigint) => {
      const buffer = Buffer.alloc(8);
      buffer.writeBigUInt64BE(value);
      return buffer;
    };
    expect(bytes.includes(stamp(firstStamp))).toBe(true);
    expect(bytes.includes(stamp(secondStamp))).toBe(false);
  });
});
