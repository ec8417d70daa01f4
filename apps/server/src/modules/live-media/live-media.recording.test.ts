import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { App } from '../../app';
import { buildLiveEventWorld, type LiveEventWorld } from '../../test/live-event-factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { listen, openSocket } from '../../test/sockets';
import { findEvent } from '../live-events/live-events.repository';
import { publishFrom, until } from './media-peers';

const base = '/api/v1/widget';

describe('live recording', () => {
  let testApp: TestApp;
  let app: App;
  let url: string;
  let w: LiveEventWorld;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    testApp = await buildTestApp();
    app = testApp.app;
    url = await listen(app);
    w = await buildLiveEventWorld(app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await testApp.close();
  });

  it('records the stage while live; when the speaker ends, the event is on demand with that WebM', async () => {
    const live = await app.inject({
      method: 'POST',
      url: `${base}/liveStreams/${w.event.id}/goLive`,
      headers: w.speaker.headers,
    });
    expect(live.statusCode).toBe(200);
    const speaker = await openSocket(url, w.speaker.token, sockets);
    const publisher = await publishFrom(speaker, w.event.id);
    expect(publisher.ack.ok).toBe(true);
    await until(() => publisher.pc.connectionState === 'connected', 10_000, 'publisher connected');
    for (let frame = 0; frame < 60; frame += 1) {
      publisher.sendVideo();
      await new Promise((resolve) => setTimeout(resolve, 33));
    }
    const ended = await app.inject({
      method: 'PUT',
      url: `${base}/liveStreams/${w.event.id}/status`,
      headers: w.speaker.headers,
      payload: { status: 'completed' },
    });
    expect(ended.statusCode).toBe(200);

    const db = app.ctx.database.db;
    let event = await findEvent(db, w.event.id);
    const deadline = Date.now() + 15_000;
    while (event?.status !== 'onDemand' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      event = await findEvent(db, w.event.id);
    }
    expect(event?.status).toBe('onDemand');
    expect(event?.videoKey).toMatch(new RegExp(`^recordings/${w.uni.id}/${w.event.id}-.+\\.webm$`));
    const stored = await app.ctx.storage.get(event?.videoKey ?? '');
    expect(stored?.contentType).toBe('video/webm');
    // A WebM file: the EBML magic, then the webm doctype.
    const bytes = Buffer.from(stored?.bytes ?? []);
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(bytes.subarray(0, 64).toString('latin1')).toContain('webm');
    expect(bytes.length).toBeGreaterThan(1000);
    await publisher.close();
  });
});
