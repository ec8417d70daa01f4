import { describe, expect, it } from 'vitest';
import {
  dialogEventsChannel,
  dialogMessagesChannel,
  liveStreamInfoChannel,
} from '@quad/shared/events';
import { buildLiveEventWorld } from '../../test/live-event-factories';
import { useRealtimeWorld } from '../../test/realtime-world';
import { nextEvent, subscribe } from '../../test/sockets';

const base = '/api/v1/widget';

describe('live event realtime', () => {
  const t = useRealtimeWorld(buildLiveEventWorld);
  const { open } = t;

  it('delivers a status change to two sockets, a guest and a prospect', async () => {
    const guest = await open();
    const prospect = await open(t.world.prospect.token);
    const channel = liveStreamInfoChannel(t.world.event.id);
    expect(await subscribe(guest, channel)).toEqual({ ok: true });
    expect(await subscribe(prospect, channel)).toEqual({ ok: true });
    const heardByGuest = nextEvent(guest, channel);
    const heardByProspect = nextEvent(prospect, channel);
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/liveStreams/${t.world.event.id}/goLive`,
      headers: t.world.speaker.headers,
    });
    expect(response.statusCode).toBe(200);
    const expected = { status: 'inProgress', isChatActive: true, isStreamActive: true };
    expect(await heardByGuest).toEqual(expected);
    expect(await heardByProspect).toEqual(expected);
  });

  it('never lets a prospect hear the speakers chat, even after opening the event', async () => {
    await t.app.inject({
      method: 'POST',
      url: `${base}/liveStreams/${t.world.event.id}?universityId=${t.world.uni.id}`,
      headers: t.world.prospect.headers,
    });
    const prospect = await open(t.world.prospect.token);
    for (const channel of [
      dialogMessagesChannel(t.world.speakersChat.id),
      dialogEventsChannel(t.world.speakersChat.id),
    ]) {
      const ack = await subscribe(prospect, channel);
      expect(ack.ok).toBe(false);
    }
    // The live chat, which they joined by opening the event, is theirs to hear.
    expect(await subscribe(prospect, dialogMessagesChannel(t.world.liveChat.id))).toEqual({
      ok: true,
    });
    const speaker = await open(t.world.speaker.token);
    expect(await subscribe(speaker, dialogMessagesChannel(t.world.speakersChat.id))).toEqual({
      ok: true,
    });
  });

  it('never lets a prospect read or write the speakers chat over HTTP', async () => {
    const chat = `/api/v1/interactionSite/dialogs/${t.world.speakersChat.id}`;
    const read = await t.app.inject({
      method: 'GET',
      url: `${chat}/messages`,
      headers: t.world.prospect.headers,
    });
    expect([403, 404]).toContain(read.statusCode);
    const write = await t.app.inject({
      method: 'POST',
      url: `${chat}/messages/prospect/send`,
      headers: t.world.prospect.headers,
      payload: { text: 'Let me in' },
    });
    expect([403, 404]).toContain(write.statusCode);
    const join = await t.app.inject({
      method: 'GET',
      url: `${chat}`,
      headers: t.world.prospect.headers,
    });
    expect(join.statusCode).toBe(404);
  });
});
