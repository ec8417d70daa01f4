import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sum } from 'drizzle-orm';
import type { App } from '../../app';
import { liveEventRegistrations, liveEventWatchTicks } from '../../core/db/schema';
import { buildLiveEventWorld, type LiveEventWorld } from '../../test/live-event-factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

const base = '/api/v1/widget/LiveStreams';

describe('watching a live event', () => {
  let testApp: TestApp;
  let app: App;
  let w: LiveEventWorld;

  beforeAll(async () => {
    testApp = await buildTestApp();
    app = testApp.app;
    w = await buildLiveEventWorld(app, { status: 'inProgress' });
  });
  afterAll(() => testApp.close());

  const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `${base}/${path}`, headers, payload });
  const registration = async (accountId: number) => {
    const rows = await app.ctx.database.db
      .select()
      .from(liveEventRegistrations)
      .where(eq(liveEventRegistrations.accountId, accountId));
    return rows.filter((row) => row.liveEventId === w.event.id);
  };

  describe('POST /LiveStreams/timeTrack', () => {
    it('adds each tick once, however often it is sent, and keeps ticks for analytics', async () => {
      const tick = { liveStreamId: w.event.id, tickId: 'tick-0001-abcd', seconds: 30 };
      const [first, again] = await Promise.all([
        post('timeTrack', tick, w.prospect.headers),
        post('timeTrack', tick, w.prospect.headers),
      ]);
      expect(first!.statusCode).toBe(200);
      expect(again!.statusCode).toBe(200);
      const counted = [first!.json().data.counted, again!.json().data.counted].sort();
      expect(counted).toEqual([false, true]);
      const next = await post(
        'timeTrack',
        { ...tick, tickId: 'tick-0002-abcd', seconds: 15 },
        w.prospect.headers,
      );
      expect(next.json().data).toEqual({ counted: true, watchSeconds: 45 });
      const [row] = await registration(w.prospect.account.id);
      expect(row?.watchSeconds).toBe(45);
      const [summed] = await app.ctx.database.db
        .select({ total: sum(liveEventWatchTicks.seconds) })
        .from(liveEventWatchTicks)
        .where(eq(liveEventWatchTicks.liveEventId, w.event.id));
      expect(Number(summed?.total)).toBe(45);
    });

    it('answers 401 without a token and 403 for an ambassador', async () => {
      const tick = { liveStreamId: w.event.id, tickId: 'tick-0003-abcd', seconds: 5 };
      expect((await post('timeTrack', tick)).statusCode).toBe(401);
      expect((await post('timeTrack', tick, w.eventAmbassador.headers)).statusCode).toBe(403);
    });

    it('answers 400 for junk and 404 for an unknown event', async () => {
      const headers = w.prospect.headers;
      for (const body of [
        { liveStreamId: w.event.id, tickId: 'short', seconds: 5 },
        { liveStreamId: w.event.id, tickId: 'tick-0004-abcd', seconds: 0 },
        { liveStreamId: w.event.id, tickId: 'tick-0004-abcd', seconds: 3601 },
        { liveStreamId: 'x', tickId: 'tick-0004-abcd', seconds: 5 },
        { liveStreamId: w.event.id, tickId: 'tick\u0000-0004', seconds: 5 },
      ]) {
        expect((await post('timeTrack', body, headers)).statusCode).toBe(400);
      }
      const unknown = { liveStreamId: 999_999, tickId: 'tick-0005-abcd', seconds: 5 };
      expect((await post('timeTrack', unknown, headers)).statusCode).toBe(404);
    });

    it('answers 409 before there is anything to watch', async () => {
      const upcoming = await buildLiveEventWorld(app);
      const tick = { liveStreamId: upcoming.event.id, tickId: 'tick-0006-abcd', seconds: 5 };
      expect((await post('timeTrack', tick, upcoming.prospect.headers)).statusCode).toBe(409);
    });
  });

  describe('POST /LiveStreams/watch', () => {
    it('registers the prospect once and stamps the first watch', async () => {
      const body = { liveStreamId: w.event.id, prospectId: w.otherProspect.account.id };
      const response = await post('watch', body, w.otherProspect.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ registeredProspectIds: [w.otherProspect.account.id] });
      await post('watch', body, w.otherProspect.headers);
      const rows = await registration(w.otherProspect.account.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.watchedAt).toBeInstanceOf(Date);
    });

    it('refuses to report for someone else (403), a guest (401) and junk (400)', async () => {
      const body = { liveStreamId: w.event.id, prospectId: w.otherProspect.account.id };
      expect((await post('watch', body, w.prospect.headers)).statusCode).toBe(403);
      expect((await post('watch', body)).statusCode).toBe(401);
      expect((await post('watch', { liveStreamId: -1 }, w.prospect.headers)).statusCode).toBe(400);
      expect((await post('watch', { liveStreamId: 999_999 }, w.prospect.headers)).statusCode).toBe(
        404,
      );
    });
  });

  describe('POST /LiveStreams/play', () => {
    it('counts a play by anyone', async () => {
      const first = await post('play', { liveStreamId: w.event.id });
      expect(first.statusCode).toBe(200);
      const second = await post('play', { liveStreamId: w.event.id }, w.prospect.headers);
      expect(second.json().data.play_count).toBe(first.json().data.play_count + 1);
    });

    it('answers 400 for junk, 404 for an unknown event and 409 for a cancelled one', async () => {
      expect((await post('play', { liveStreamId: '1; drop table' })).statusCode).toBe(400);
      expect((await post('play', { liveStreamId: 999_999 })).statusCode).toBe(404);
      const cancelled = await buildLiveEventWorld(app, { status: 'cancelled' });
      expect((await post('play', { liveStreamId: cancelled.event.id })).statusCode).toBe(409);
    });
  });
});
