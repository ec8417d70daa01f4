import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { faqs } from '../../core/db/schema';
import type { App } from '../../app';
import {
  buildLiveEventWorld,
  type Caller,
  type LiveEventWorld,
} from '../../test/live-event-factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

const base = '/api/v1/widget/liveStreams';

describe('POST /widget/liveStreams/{id}/questions/faqDrafts', () => {
  let testApp: TestApp;
  let app: App;
  let w: LiveEventWorld;
  const asked: Record<string, number> = {};

  beforeAll(async () => {
    testApp = await buildTestApp();
    app = testApp.app;
    w = await buildLiveEventWorld(app, { status: 'inProgress', isChatActive: true });
    for (const who of [w.prospect, w.otherProspect]) {
      await app.inject({
        method: 'POST',
        url: `${base}/${w.event.id}?universityId=${w.uni.id}`,
        headers: who.headers,
      });
    }
    const questions = [
      ['answered', w.prospect, 'Is there a foundation year?'],
      ['again', w.otherProspect, '  is there a FOUNDATION year?'],
      ['open', w.otherProspect, 'What about parking?'],
    ] as const;
    for (const [key, who, text] of questions) {
      const sent = await app.inject({
        method: 'POST',
        url: `/api/v1/interactionSite/dialogs/${w.liveChat.id}/messages/prospect/send`,
        headers: who.headers,
        payload: { text },
      });
      const messageId = sent.json().data.message.id as number;
      asked[key] = messageId;
      await app.inject({
        method: 'POST',
        url: `${base}/${w.event.id}/questions`,
        headers: who.headers,
        payload: { messageId },
      });
    }
    for (const key of ['answered', 'again']) {
      await app.inject({
        method: 'POST',
        url: `${base}/${w.event.id}/questions/${asked[key]}/answer`,
        headers: w.speaker.headers,
      });
    }
  });
  afterAll(() => testApp.close());

  const draft = (
    who: Caller | null,
    payload: unknown = {},
    eventId: number | string = w.event.id,
  ) =>
    app.inject({
      method: 'POST',
      url: `${base}/${eventId}/questions/faqDrafts`,
      headers: who?.headers ?? {},
      payload: payload as Record<string, unknown>,
    });
  const setStatus = (status: string) =>
    app.inject({
      method: 'PUT',
      url: `${base}/${w.event.id}/status`,
      headers: w.admin.headers,
      payload: { status },
    });

  it('answers 401 without a token', async () => {
    expect((await draft(null)).statusCode).toBe(401);
  });

  it('answers 400 for junk', async () => {
    expect((await draft(w.admin, { messageIds: 'all' })).statusCode).toBe(400);
    expect((await draft(w.admin, { messageIds: [] })).statusCode).toBe(400);
    expect((await draft(w.admin, {}, 'x%00')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown event', async () => {
    expect((await draft(w.admin, {}, 999_999)).statusCode).toBe(404);
  });

  it("refuses anyone but the university's admins (403), speakers and ambassadors too", async () => {
    for (const who of [w.prospect, w.speaker, w.eventAmbassador, w.otherAdmin]) {
      expect((await draft(who)).statusCode).toBe(403);
    }
  });

  it('refuses while the event is still live (409)', async () => {
    const refused = await draft(w.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/ended/);
  });

  it('after the event, drafts each answered question once as an unpublished FAQ', async () => {
    expect((await setStatus('completed')).statusCode).toBe(200);
    const first = await draft(w.admin);
    expect(first.statusCode).toBe(200);
    const { faqs: drafted, skipped } = first.json().data;
    // The same question asked twice becomes one FAQ; the unanswered one none.
    expect(drafted).toEqual([
      {
        id: expect.any(Number),
        question: 'Is there a foundation year?',
        messageId: asked.answered,
        is_published: false,
      },
    ]);
    expect(skipped).toBe(1);
    const [row] = await app.ctx.database.db.select().from(faqs).where(eq(faqs.id, drafted[0].id));
    expect(row).toMatchObject({
      universityId: w.uni.id,
      isPublished: false,
      askedByAccountId: w.prospect.account.id,
    });
    const again = await draft(w.admin, { messageIds: [asked.answered, asked.open] });
    expect(again.json().data).toEqual({ faqs: [], skipped: 1 });
  });
});
