import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  dialogEventsChannel,
  dialogMessagesChannel,
  liveStreamInfoChannel,
} from '@quad/shared/events';
import type { App } from '../../app';
import { buildLiveEventWorld, type LiveEventWorld } from '../../test/live-event-factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { listen, nextEvent, openSocket, subscribe } from '../../test/sockets';

const base = '/api/v1/widget';

describe('live event realtime', () => {
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

  const open = (token?: string) => openSocket(url, token, sockets);

  it('delivers a status change to two sockets, a guest and a prospect', async () => {
    const guest = await open();
    const prospect = await open(w.prospect.token);
    const channel = liveStreamInfoChannel(w.event.id);
    expect(await subscribe(guest, channel)).toEqual({ ok: true });
    expect(await subscribe(prospect, channel)).toEqual({ ok: true });
    const heardByGuest = nextEvent(guest, channel);
    const heardByProspect = nextEvent(prospect, channel);
    const response = await app.inject({
      method: 'POST',
      url: `${base}/liveStreams/${w.event.id}/goLive`,
      headers: w.speaker.headers,
    });
    expect(response.statusCode).toBe(200);
    const expected = { status: 'inProgress', isChatActive: true, isStreamActive: true };
    expect(await heardByGuest).toEqual(expected);
    expect(await heardByProspect).toEqual(expected);
  });

  it('never lets a prospect hear the speakers chat, even after opening the event', async () => {
    await app.inject({
      method: 'POST',
      url: `${base}/liveStreams/${w.event.id}?universityId=${w.uni.id}`,
      headers: w.prospect.headers,
    });
    const prospect = await open(w.prospect.token);
    for (const channel of [
      dialogMessagesChannel(w.speakersChat.id),
      dialogEventsChannel(w.speakersChat.id),
    ]) {
      const ack = await subscribe(prospect, channel);
      expect(ack.ok).toBe(false);
    }
    // The live chat, which they joined by opening the event, is theirs to hear.
    expect(await subscribe(prospect, dialogMessagesChannel(w.liveChat.id))).toEqual({ ok: true });
    const speaker = await open(w.speaker.token);
    expect(await subscribe(speaker, dialogMessagesChannel(w.speakersChat.id))).toEqual({
      ok: true,
    });
  });

  it('never lets a prospect read or write the speakers chat over HTTP', async () => {
    const chat = `/api/v1/interactionSite/dialogs/${w.speakersChat.id}`;
    const read = await app.inject({
      method: 'GET',
      url: `${chat}/messages`,
      headers: w.prospect.headers,
    });
    expect([403, 404]).toContain(read.statusCode);
    const write = await app.inject({
      method: 'POST',
      url: `${chat}/messages/prospect/send`,
      headers: w.prospect.headers,
      payload: { text: 'Let me in' },
    });
    expect([403, 404]).toContain(write.statusCode);
    const join = await app.inject({
      method: 'GET',
      url: `${chat}`,
      headers: w.prospect.headers,
    });
    expect(join.statusCode).toBe(404);
  });
});
