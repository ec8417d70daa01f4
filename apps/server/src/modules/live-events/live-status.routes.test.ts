import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { liveStreamInfoChannel } from '@quad/shared/events';
import { LIVE_EVENT_STATUSES, type LiveEventStatus } from '@quad/shared/rules/status-name';
import type { App } from '../../app';
import { dialogs, messages } from '../../core/db/schema';
import { outboxEvents } from '../../test/dialog-factories';
import { buildLiveEventWorld } from '../../test/live-event-factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

const base = '/api/v1/widget';

/** CONTRACT §8, written out: every pair not listed is refused. */
const ALLOWED = new Set([
  'upcoming>inProgress',
  'upcoming>cancelled',
  'upcoming>archived',
  'inProgress>completed',
  'inProgress>cancelled',
  'inProgress>archived',
  'completed>onDemand',
  'completed>archived',
  'onDemand>archived',
  'cancelled>archived',
]);

const table = LIVE_EVENT_STATUSES.flatMap((from) =>
  LIVE_EVENT_STATUSES.map((to) => ({ from, to, allowed: ALLOWED.has(`${from}>${to}`) })),
);

describe('live event statuses', () => {
  let testApp: TestApp;
  let app: App;

  beforeAll(async () => {
    testApp = await buildTestApp();
    app = testApp.app;
  });
  afterAll(() => testApp.close());

  const setStatus = (id: number | string, headers: Record<string, string>, body: unknown) =>
    app.inject({
      method: 'PUT',
      url: `${base}/liveStreams/${id}/status`,
      headers,
      payload: body as object,
    });

  const worldAt = (status: LiveEventStatus, videoKey: string | null = 'videos/rec.mp4') =>
    buildLiveEventWorld(app, { status, videoKey, isChatActive: status === 'inProgress' });

  it.each(table)('$from → $to: allowed $allowed', async ({ from, to, allowed }) => {
    const w = await worldAt(from);
    const response = await setStatus(w.event.id, w.admin.headers, { status: to });
    const events = await outboxEvents(app.ctx.database.db, liveStreamInfoChannel(w.event.id));
    if (allowed) {
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: w.event.id, status: to });
      expect(events.map((e) => e.payload)).toEqual([
        {
          status: to,
          isChatActive: response.json().data.isChatActive,
          isStreamActive: to === 'inProgress',
        },
      ]);
    } else {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toMatch(/live event/);
      expect(events).toEqual([]);
    }
  });

  it('refuses on demand without a recording, saying why', async () => {
    const w = await worldAt('completed', null);
    const response = await setStatus(w.event.id, w.speaker.headers, { status: 'onDemand' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'This live event has no recording yet, so it cannot be shown on demand.',
    );
  });

  it('lets a speaker go live: in progress, stream and chat active, the chat opened', async () => {
    const w = await worldAt('upcoming');
    const response = await app.inject({
      method: 'POST',
      url: `${base}/liveStreams/${w.event.id}/goLive`,
      headers: w.speaker.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: w.event.id,
      status: 'inProgress',
      statusName: 'in Progress',
      isChatActive: true,
      isStreamActive: true,
    });
    const chat = await app.ctx.database.db
      .select()
      .from(messages)
      .where(eq(messages.dialogId, w.liveChat.id));
    expect(chat.map((m) => m.type)).toEqual(['6']);
    const again = await app.inject({
      method: 'POST',
      url: `${base}/liveStreams/${w.event.id}/goLive`,
      headers: w.speaker.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This live event already has this status.');
  });

  it('cancelling closes the live chat with a closed message', async () => {
    const w = await worldAt('inProgress');
    const response = await setStatus(w.event.id, w.speaker.headers, { status: 'cancelled' });
    expect(response.json().data).toMatchObject({ isChatActive: false, isStreamActive: false });
    const [dialog] = await app.ctx.database.db
      .select()
      .from(dialogs)
      .where(eq(dialogs.id, w.liveChat.id));
    expect(dialog?.closed).toBe(true);
    const chat = await app.ctx.database.db
      .select()
      .from(messages)
      .where(eq(messages.dialogId, w.liveChat.id));
    expect(chat.map((m) => m.type)).toEqual(['5']);
  });

  describe('who may change it', () => {
    it('answers 401 without a token', async () => {
      const w = await worldAt('upcoming');
      expect((await setStatus(w.event.id, {}, { status: 'inProgress' })).statusCode).toBe(401);
    });

    it.each(['prospect', 'eventAmbassador', 'otherAmbassador', 'otherAdmin'] as const)(
      'refuses the %s with a 403',
      async (who) => {
        const w = await worldAt('upcoming');
        const response = await setStatus(w.event.id, w[who].headers, { status: 'inProgress' });
        expect(response.statusCode).toBe(403);
      },
    );

    it('lets only admins archive', async () => {
      const w = await worldAt('completed');
      expect(
        (await setStatus(w.event.id, w.speaker.headers, { status: 'archived' })).statusCode,
      ).toBe(403);
      expect(
        (await setStatus(w.event.id, w.admin.headers, { status: 'archived' })).statusCode,
      ).toBe(200);
    });

    it('answers 404 for an unknown event and 400 for junk', async () => {
      const w = await worldAt('upcoming');
      expect((await setStatus(999_999, w.admin.headers, { status: 'inProgress' })).statusCode).toBe(
        404,
      );
      expect((await setStatus(w.event.id, w.admin.headers, { status: 'live' })).statusCode).toBe(
        400,
      );
      expect((await setStatus(w.event.id, w.admin.headers, { status: 'a\u0000' })).statusCode).toBe(
        400,
      );
      expect((await setStatus('x', w.admin.headers, { status: 'inProgress' })).statusCode).toBe(
        400,
      );
    });
  });

  describe('PUT /liveStreams/{id}/chat/toggle', () => {
    const toggle = (id: number, headers: Record<string, string>) =>
      app.inject({ method: 'PUT', url: `${base}/liveStreams/${id}/chat/toggle`, headers });

    it('closes and reopens the live chat with the spec messages and info events', async () => {
      const w = await worldAt('inProgress');
      const closed = await toggle(w.event.id, w.eventAmbassador.headers);
      expect(closed.json().data.isChatActive).toBe(false);
      const opened = await toggle(w.event.id, w.admin.headers);
      expect(opened.json().data.isChatActive).toBe(true);
      const chat = await app.ctx.database.db
        .select()
        .from(messages)
        .where(eq(messages.dialogId, w.liveChat.id))
        .orderBy(asc(messages.seq));
      expect(chat.map((m) => m.type)).toEqual(['5', '6']);
      const info = await outboxEvents(app.ctx.database.db, liveStreamInfoChannel(w.event.id));
      expect(info.map((e) => (e.payload as { isChatActive: boolean }).isChatActive)).toEqual([
        false,
        true,
      ]);
    });

    it('refuses a prospect (403), a guest (401) and reopening a cancelled event’s chat (409)', async () => {
      const w = await worldAt('cancelled');
      expect((await toggle(w.event.id, w.prospect.headers)).statusCode).toBe(403);
      expect((await toggle(w.event.id, {})).statusCode).toBe(401);
      expect((await toggle(w.event.id, w.admin.headers)).statusCode).toBe(409);
    });
  });
});
