import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { MEDIA_EVENTS } from '@quad/shared/contracts/live-media';
import type { App } from '../../app';
import { buildLiveEventWorld, type LiveEventWorld } from '../../test/live-event-factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { expectRedBesideBlue } from '../../test/recorded-stage';
import { listen, openSocket } from '../../test/sockets';
import { findEvent } from '../live-events/live-events.repository';
import { publishFfmpegFrom, publishFrom, subscribeFrom, until } from './media-peers';

/** Debian's janus, when installed (CI installs it); without it this file is skipped. */
const janusBinary = spawnSync('sh', ['-c', 'command -v janus']).stdout.toString().trim();
const janusConfigs = '/etc/janus';
/** Debian's ffmpeg, when installed: the recording of a Janus room is tested only then. */
const ffmpeg = spawnSync('sh', ['-c', 'command -v ffmpeg']).stdout.toString().trim();

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

/** Starts janus with the VideoRoom and the HTTP API on a free port; its API URL. */
async function startJanus(folder: string): Promise<{ url: string; process: ChildProcess }> {
  for (const name of ['janus.jcfg', 'janus.plugin.videoroom.jcfg', 'janus.transport.http.jcfg']) {
    copyFileSync(path.join(janusConfigs, name), path.join(folder, name));
  }
  const port = await freePort();
  const http = path.join(folder, 'janus.transport.http.jcfg');
  writeFileSync(
    http,
    readFileSync(http, 'utf8')
      .replace(/^\s*port = \d+/m, `\tport = ${port}`)
      .replace(/^\s*admin_http = \w+/m, '\tadmin_http = false'),
  );
  const child = spawn(janusBinary, ['-F', folder, '-d', '2'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/janus`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/info`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return { url, process: child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('janus did not start');
}

/** Settings of a Quad server whose rooms live on the Janus at `janusUrl`. */
function janusMedia(janusUrl: string, maxPublishers: number) {
  return {
    server: 'janus' as const,
    janusUrl,
    portRange: undefined,
    announcedAddress: undefined,
    maxPublishers,
    turnUrls: [],
    turnSecret: undefined,
  };
}

describe.skipIf(!janusBinary)('live media on a Janus VideoRoom (MEDIA_SERVER=janus)', () => {
  let janus: { url: string; process: ChildProcess };
  let folder: string;
  let testApp: TestApp;
  let app: App;
  let url: string;
  let w: LiveEventWorld;
  const sockets: Socket[] = [];
  const peers: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'quad-janus-'));
    janus = await startJanus(folder);
    testApp = await buildTestApp({ media: janusMedia(janus.url, 1) });
    app = testApp.app;
    url = await listen(app);
    w = await buildLiveEventWorld(app);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(peers.map((peer) => peer.close().catch(() => undefined)));
    for (const socket of sockets) socket.disconnect();
    await testApp?.close();
    janus?.process.kill();
    rmSync(folder, { recursive: true, force: true });
  });

  it("carries a speaker's video to a prospect through Janus, with the same signalling", async () => {
    const live = await app.inject({
      method: 'POST',
      url: `/api/v1/widget/liveStreams/${w.event.id}/goLive`,
      headers: w.speaker.headers,
    });
    expect(live.statusCode).toBe(200);
    const speaker = await openSocket(url, w.speaker.token, sockets);
    // Janus takes a camera in one layer: the browser is told not to send simulcast.
    const settings = await speaker
      .timeout(5000)
      .emitWithAck(MEDIA_EVENTS.iceServers, { liveStreamId: w.event.id });
    expect(settings).toMatchObject({ ok: true, simulcast: false });
    const publisher = await publishFrom(speaker, w.event.id);
    peers.push(publisher);
    if (!publisher.ack.ok) throw new Error(publisher.ack.error.message);
    await until(() => publisher.pc.connectionState === 'connected', 15_000, 'publisher connected');

    const prospect = await openSocket(url, w.prospect.token, sockets);
    // Viewers are offered a feed once Janus has its media (webrtcup).
    let viewer = await subscribeFrom(prospect, w.event.id, 'stage');
    const deadline = Date.now() + 15_000;
    while (viewer.ack.ok && viewer.ack.offer === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      viewer = await subscribeFrom(prospect, w.event.id, 'stage');
    }
    peers.push(viewer);
    if (!viewer.ack.ok) throw new Error(viewer.ack.error.message);
    expect(viewer.ack.tracks.filter((t) => t.kind === 'video').map((t) => t.source)).toContain(
      'camera',
    );
    await until(() => viewer.pc?.connectionState === 'connected', 15_000, 'viewer connected');
    const timer = setInterval(() => publisher.sendVideo(), 20);
    try {
      await until(() => viewer.received.length >= 20, 15_000, 'packets received');
    } finally {
      clearInterval(timer);
    }

    // The cap holds on Janus too, and a prospect still cannot publish.
    const admin = await openSocket(url, w.admin.token, sockets);
    const second = await publishFrom(admin, w.event.id);
    peers.push(second);
    expect(second.ack).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    const refused = await publishFrom(prospect, w.event.id);
    peers.push(refused);
    expect(refused.ack).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });
});

describe.skipIf(!janusBinary || !ffmpeg)(
  'recording a Janus room (janus and ffmpeg installed)',
  () => {
    let janus: { url: string; process: ChildProcess };
    let folder: string;
    let testApp: TestApp;
    let app: App;
    let url: string;
    const sockets: Socket[] = [];

    beforeAll(async () => {
      folder = mkdtempSync(path.join(os.tmpdir(), 'quad-janus-recording-'));
      janus = await startJanus(folder);
      testApp = await buildTestApp({ media: janusMedia(janus.url, 6) });
      app = testApp.app;
      url = await listen(app);
    }, 60_000);
    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await testApp?.close();
      janus?.process.kill();
      rmSync(folder, { recursive: true, force: true });
    });

    it('records both speakers while live; when the event ends it is on demand with them side by side', async () => {
      const w = await buildLiveEventWorld(app);
      const base = `/api/v1/widget/liveStreams/${w.event.id}`;
      // Both speakers wait on stage before the event goes live, so the recording starts with
      // both (one coming later would fill the stage alone until then, as viewers saw it).
      const speaker = await openSocket(url, w.speaker.token, sockets);
      const ambassador = await openSocket(url, w.eventAmbassador.token, sockets);
      const red = await publishFfmpegFrom(speaker, w.event.id, 'red');
      const blue = await publishFfmpegFrom(ambassador, w.event.id, 'blue');
      expect(red.ack.ok && blue.ack.ok).toBe(true);
      const db = app.ctx.database.db;
      let event = await findEvent(db, w.event.id);
      try {
        // Both with picture and voice (two seconds of each sent to Janus), then five seconds of
        // both live; composing may take a while on a busy machine.
        const flowing = (p: typeof red) => p.sent.video >= 30 && p.sent.audio >= 100;
        await until(() => flowing(red) && flowing(blue), 60_000, 'both speakers sending');
        const live = await app.inject({
          method: 'POST',
          url: `${base}/goLive`,
          headers: w.speaker.headers,
        });
        expect(live.statusCode).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 5000));
        const ended = await app.inject({
          method: 'PUT',
          url: `${base}/status`,
          headers: w.speaker.headers,
          payload: { status: 'completed' },
        });
        expect(ended.statusCode).toBe(200);
        const deadline = Date.now() + 240_000;
        while (event?.status !== 'onDemand' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          event = await findEvent(db, w.event.id);
        }
      } finally {
        await red.close();
        await blue.close();
      }
      expect(event?.status).toBe('onDemand');
      const stored = await app.ctx.storage.get(event?.videoKey ?? '');
      expect(stored?.contentType).toBe('video/webm');
      const file = path.join(folder, 'stage.webm');
      writeFileSync(file, Buffer.from(stored?.bytes ?? []));
      // The grid of two: one speaker's picture on the left half, the other's on the right.
      expectRedBesideBlue(file);
    }, 300_000);
  },
);
