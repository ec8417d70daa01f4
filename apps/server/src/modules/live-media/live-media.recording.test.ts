import { describe, expect, it } from 'vitest';
import { buildLiveEventWorld } from '../../test/live-event-factories';
import { useRealtimeWorld } from '../../test/realtime-world';
import { findEvent } from '../live-events/live-events.repository';
import { publishFrom, until } from './media-peers';

const base = '/api/v1/widget';

describe('live recording', () => {
  const t = useRealtimeWorld(buildLiveEventWorld);
  const { open } = t;

  it('records the stage while live; when the speaker ends, the event is on demand with that WebM', async () => {
    const live = await t.app.inject({
      method: 'POST',
      url: `${base}/liveStreams/${t.world.event.id}/goLive`,
      headers: t.world.speaker.headers,
    });
    expect(live.statusCode).toBe(200);
    const speaker = await open(t.world.speaker.token);
    const publisher = await publishFrom(speaker, t.world.event.id);
    expect(publisher.ack.ok).toBe(true);
    await until(() => publisher.pc.connectionState === 'connected', 10_000, 'publisher connected');
    for (let frame = 0; frame < 60; frame += 1) {
      publisher.sendVideo();
      await new Promise((resolve) => setTimeout(resolve, 33));
    }
    const ended = await t.app.inject({
      method: 'PUT',
      url: `${base}/liveStreams/${t.world.event.id}/status`,
      headers: t.world.speaker.headers,
      payload: { status: 'completed' },
    });
    expect(ended.statusCode).toBe(200);

    const db = t.app.ctx.database.db;
    let event = await findEvent(db, t.world.event.id);
    const deadline = Date.now() + 15_000;
    while (event?.status !== 'onDemand' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      event = await findEvent(db, t.world.event.id);
    }
    expect(event?.status).toBe('onDemand');
    expect(event?.videoKey).toMatch(
      new RegExp(`^recordings/${t.world.uni.id}/${t.world.event.id}-.+\\.webm$`),
    );
    const stored = await t.app.ctx.storage.get(event?.videoKey ?? '');
    expect(stored?.contentType).toBe('video/webm');
    // A WebM file: the EBML magic, then the webm doctype.
    const bytes = Buffer.from(stored?.bytes ?? []);
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(bytes.subarray(0, 64).toString('latin1')).toContain('webm');
    expect(bytes.length).toBeGreaterThan(1000);
    await publisher.close();
  });
});
