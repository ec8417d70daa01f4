import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../app';
import { dialogMembers, liveEventRegistrations } from '../../core/db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildQuestion } from '../../test/accounts-factories';
import { tokenFor } from '../../test/factories';
import { buildLiveEventWorld, type LiveEventWorld } from '../../test/live-event-factories';

const base = '/api/v1/widget';

describe('live event page and prospects', () => {
  let testApp: TestApp;
  let app: App;
  let w: LiveEventWorld;

  beforeAll(async () => {
    testApp = await buildTestApp();
    app = testApp.app;
    w = await buildLiveEventWorld(app);
  });
  afterAll(() => testApp.close());

  const db = () => app.ctx.database.db;
  const open = (slug: string, query: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `${base}/liveStreams/${slug}?${query}`, headers });
  const slugOf = () => `${w.event.slug}-${w.event.id}`;
  const isMember = async (dialogId: number, accountId: number) =>
    (
      await db()
        .select()
        .from(dialogMembers)
        .where(and(eq(dialogMembers.dialogId, dialogId), eq(dialogMembers.accountId, accountId)))
    ).length === 1;

  describe('POST /liveStreams/{slug}', () => {
    it('shows a guest the event with its live chat, no speakers chat and no host room', async () => {
      const response = await open(slugOf(), `universityId=${w.uni.id}`);
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.liveStream).toMatchObject({
        id: w.event.id,
        status: 'upcoming',
        liveChat: { id: w.liveChat.id, type: 6 },
        speakersChat: null,
        registeredProspectIds: [],
      });
      expect(data).toMatchObject({
        hostRoomUrl: null,
        viewerRoomUrl: null,
        isAnsweredUniversityQuestion: false,
      });
      expect(data.abilities.canSeeProspects).toBe(false);
    });

    it('finds the event by its bare slug too', async () => {
      const response = await open(w.event.slug, `universityId=${w.uni.id}`);
      expect(response.json().data.liveStream.id).toBe(w.event.id);
    });

    it('makes a prospect a live chat member and registers them once, even when opened twice at once', async () => {
      const [first, second] = await Promise.all([
        open(slugOf(), `universityId=${w.uni.id}`, w.prospect.headers),
        open(slugOf(), `universityId=${w.uni.id}`, w.prospect.headers),
      ]);
      expect(first!.statusCode).toBe(200);
      expect(second!.statusCode).toBe(200);
      const data = first!.json().data;
      expect(data.liveStream.registeredProspectIds).toEqual([w.prospect.account.id]);
      expect(data.liveStream.speakersChat).toBeNull();
      expect(data.liveStream.dialogs.map((d: { type: number }) => d.type)).toEqual([6]);
      expect(data.hostRoomUrl).toBeNull();
      expect(data.abilities).toMatchObject({ canAskQuestions: true, canSeeProspects: false });
      const rows = await db()
        .select()
        .from(liveEventRegistrations)
        .where(eq(liveEventRegistrations.liveEventId, w.event.id));
      expect(rows.filter((row) => row.accountId === w.prospect.account.id)).toHaveLength(1);
      expect(await isMember(w.liveChat.id, w.prospect.account.id)).toBe(true);
      expect(await isMember(w.speakersChat.id, w.prospect.account.id)).toBe(false);
    });

    it.each(['speaker', 'eventAmbassador', 'admin'] as const)(
      'gives the %s the speakers chat and the host room',
      async (who) => {
        const response = await open(slugOf(), `universityId=${w.uni.id}`, w[who].headers);
        const data = response.json().data;
        expect(data.liveStream.speakersChat).toMatchObject({ id: w.speakersChat.id, type: 5 });
        expect(data.hostRoomUrl).toMatch(/\/media\/rooms\/.+\/host$/);
        expect(data.abilities.canSeeProspects).toBe(true);
        expect(await isMember(w.speakersChat.id, w[who].account.id)).toBe(true);
      },
    );

    it('gives neither to an ambassador of the university who is not the event’s', async () => {
      const response = await open(slugOf(), `universityId=${w.uni.id}`, w.otherAmbassador.headers);
      expect(response.json().data).toMatchObject({
        hostRoomUrl: null,
        liveStream: { speakersChat: null },
      });
    });

    it('answers 404 for an event outside the widget and for an unknown slug', async () => {
      expect((await open(slugOf(), `universityId=${w.otherUni.id}`)).statusCode).toBe(404);
      expect((await open('no-such-event-99999', `universityId=${w.uni.id}`)).statusCode).toBe(404);
    });

    it('answers 400 without a widget scope and for junk input', async () => {
      expect((await open(slugOf(), '')).statusCode).toBe(400);
      expect((await open(slugOf(), 'universityId=abc')).statusCode).toBe(400);
      expect((await open('%00', `universityId=${w.uni.id}`)).statusCode).toBe(400);
    });

    it('hides an archived event from everyone but its own people', async () => {
      const archived = await buildLiveEventWorld(app, { status: 'archived' });
      const slug = `${archived.event.slug}-${archived.event.id}`;
      const query = `universityId=${archived.uni.id}`;
      expect((await open(slug, query)).statusCode).toBe(404);
      expect((await open(slug, query, archived.prospect.headers)).statusCode).toBe(404);
      expect((await open(slug, query, archived.admin.headers)).statusCode).toBe(200);
    });

    it('does not register a prospect for a cancelled event', async () => {
      const cancelled = await buildLiveEventWorld(app, { status: 'cancelled' });
      const response = await open(
        `${cancelled.event.slug}-${cancelled.event.id}`,
        `universityId=${cancelled.uni.id}`,
        cancelled.prospect.headers,
      );
      expect(response.json().data.liveStream.registeredProspectIds).toEqual([]);
      expect(await isMember(cancelled.liveChat.id, cancelled.prospect.account.id)).toBe(false);
    });

    it('says whether a prospect answered the university’s required questions', async () => {
      const other = await buildLiveEventWorld(app, { status: 'inProgress' });
      await buildQuestion(db(), other.uni.id, { kind: 'mandatory' });
      const response = await open(
        `${other.event.slug}-${other.event.id}`,
        `universityId=${other.uni.id}`,
        other.prospect.headers,
      );
      expect(response.json().data).toMatchObject({
        isAnsweredUniversityQuestion: false,
        viewerRoomUrl: expect.stringMatching(/\/viewer$/),
      });
    });

    it('treats a community session as a guest', async () => {
      const token = await tokenFor(app, w.prospect.account, 'community');
      const response = await open(slugOf(), `universityId=${w.uni.id}`, {
        authorization: `Bearer ${token}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.abilities.canAskQuestions).toBe(false);
    });

    it('answers 401 for a token that is not valid', async () => {
      const response = await open(slugOf(), `universityId=${w.uni.id}`, {
        authorization: 'Bearer junk.token.here',
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /liveStreams/{id}/prospects', () => {
    const list = (id: number | string, headers: Record<string, string> = {}, query = '') =>
      app.inject({ method: 'GET', url: `${base}/liveStreams/${id}/prospects${query}`, headers });

    it.each(['speaker', 'eventAmbassador', 'admin'] as const)(
      'lists the registered prospects to the %s',
      async (who) => {
        await open(slugOf(), `universityId=${w.uni.id}`, w.prospect.headers);
        const response = await list(w.event.id, w[who].headers);
        expect(response.statusCode).toBe(200);
        const data = response.json().data;
        expect(data.users.map((u: { id: number }) => u.id)).toContain(w.prospect.account.id);
        expect(data.total).toBe(data.users.length);
      },
    );

    it('answers 401 without a token', async () => {
      expect((await list(w.event.id)).statusCode).toBe(401);
    });

    it.each(['prospect', 'otherAmbassador', 'otherAdmin'] as const)(
      'refuses the %s with a 403',
      async (who) => {
        const response = await list(w.event.id, w[who].headers);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('FORBIDDEN');
      },
    );

    it('answers 404 for an unknown event and 400 for junk', async () => {
      expect((await list(999_999, w.admin.headers)).statusCode).toBe(404);
      expect((await list('abc', w.admin.headers)).statusCode).toBe(400);
      expect((await list(w.event.id, w.admin.headers, '?limit=-3')).statusCode).toBe(400);
    });
  });
});
