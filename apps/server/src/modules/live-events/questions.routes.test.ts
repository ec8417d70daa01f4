import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogEventsChannel } from '@quad/shared/events';
import type { App } from '../../app';
import { outboxEvents } from '../../test/dialog-factories';
import {
  buildLiveEventWorld,
  type Caller,
  type LiveEventWorld,
} from '../../test/live-event-factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

const base = '/api/v1/widget/liveStreams';

describe('live Q&A', () => {
  let testApp: TestApp;
  let app: App;
  let w: LiveEventWorld;

  beforeAll(async () => {
    testApp = await buildTestApp();
    app = testApp.app;
    w = await buildLiveEventWorld(app, { status: 'inProgress', isChatActive: true });
    for (const who of [w.prospect, w.otherProspect]) await openPage(who);
  });
  afterAll(() => testApp.close());

  const openPage = (who: Caller) =>
    app.inject({
      method: 'POST',
      url: `${base}/${w.event.id}?universityId=${w.uni.id}`,
      headers: who.headers,
    });
  const say = async (who: Caller, text: string): Promise<number> => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/interactionSite/dialogs/${w.liveChat.id}/messages/prospect/send`,
      headers: who.headers,
      payload: { text },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.message.id;
  };
  const ask = (who: Caller | null, messageId: unknown, eventId: number | string = w.event.id) =>
    app.inject({
      method: 'POST',
      url: `${base}/${eventId}/questions`,
      headers: who?.headers ?? {},
      payload: { messageId },
    });
  const vote = (who: Caller | null, messageId: number | string, method: 'POST' | 'DELETE') =>
    app.inject({
      method,
      url: `${base}/${w.event.id}/questions/${messageId}/vote`,
      headers: who?.headers ?? {},
    });
  const list = (who: Caller | null) =>
    app.inject({
      method: 'GET',
      url: `${base}/${w.event.id}/questions`,
      headers: who?.headers ?? {},
    });
  const answer = (who: Caller | null, messageId: number) =>
    app.inject({
      method: 'POST',
      url: `${base}/${w.event.id}/questions/${messageId}/answer`,
      headers: who?.headers ?? {},
    });
  const questionEvents = async () =>
    (await outboxEvents(app.ctx.database.db, dialogEventsChannel(w.liveChat.id)))
      .map((e) => e.payload as { type: string; messageId: number; vote_count: number })
      .filter((e) => e.type.startsWith('question'));

  it('lets a prospect ask their message, once, and announces it on the live chat', async () => {
    const messageId = await say(w.prospect, 'Is there a foundation year?');
    const asked = await ask(w.prospect, messageId);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.question).toMatchObject({
      messageId,
      dialog_id: w.liveChat.id,
      text: 'Is there a foundation year?',
      author: { id: w.prospect.account.id },
      vote_count: 0,
      isVoted: false,
      answered: false,
    });
    expect((await ask(w.prospect, messageId)).statusCode).toBe(200);
    const events = await questionEvents();
    expect(events.filter((e) => e.messageId === messageId).map((e) => e.type)).toEqual([
      'questionAsked',
    ]);
  });

  it('counts one vote per account, even sent twice at once, and never goes below 0', async () => {
    const messageId = await say(w.prospect, 'How big are the classes?');
    await ask(w.prospect, messageId);
    const [a, b] = await Promise.all([
      vote(w.otherProspect, messageId, 'POST'),
      vote(w.otherProspect, messageId, 'POST'),
    ]);
    expect(a!.statusCode).toBe(200);
    expect(b!.statusCode).toBe(200);
    const voted = await vote(w.prospect, messageId, 'POST');
    expect(voted.json().data.question).toMatchObject({ vote_count: 2, isVoted: true });
    await vote(w.otherProspect, messageId, 'DELETE');
    await vote(w.otherProspect, messageId, 'DELETE');
    await vote(w.prospect, messageId, 'DELETE');
    const last = await vote(w.prospect, messageId, 'DELETE');
    expect(last.json().data.question).toMatchObject({ vote_count: 0, isVoted: false });
    const votes = (await questionEvents()).filter((e) => e.messageId === messageId);
    expect(votes.filter((e) => e.type === 'questionVoted').map((e) => e.vote_count)).toEqual([
      1, 2, 1, 0,
    ]);
  });

  it('lists questions by votes to the event’s people and marks them answered', async () => {
    const quiet = await say(w.prospect, 'What about parking?');
    const popular = await say(w.otherProspect, 'Can I visit before applying?');
    await ask(w.prospect, quiet);
    await ask(w.otherProspect, popular);
    await vote(w.prospect, popular, 'POST');
    const listed = await list(w.speaker);
    expect(listed.statusCode).toBe(200);
    const ids = listed.json().data.questions.map((q: { messageId: number }) => q.messageId);
    expect(ids.indexOf(popular)).toBeLessThan(ids.indexOf(quiet));
    const answered = await answer(w.eventAmbassador, popular);
    expect(answered.json().data.question).toMatchObject({ answered: true });
    expect((await answer(w.admin, popular)).statusCode).toBe(200);
    const events = (await questionEvents()).filter((e) => e.messageId === popular);
    expect(events.filter((e) => e.type === 'questionAnswered')).toHaveLength(1);
  });

  describe('refusals', () => {
    it('answers 401 without a token on every route', async () => {
      expect((await ask(null, 1)).statusCode).toBe(401);
      expect((await list(null)).statusCode).toBe(401);
      expect((await vote(null, 1, 'POST')).statusCode).toBe(401);
      expect((await answer(null, 1)).statusCode).toBe(401);
    });

    it('refuses asking someone else’s message (403) and by a non-prospect (403)', async () => {
      const messageId = await say(w.prospect, 'Accommodation guaranteed?');
      expect((await ask(w.otherProspect, messageId)).statusCode).toBe(403);
      expect((await ask(w.speaker, messageId)).statusCode).toBe(403);
    });

    it('refuses a prospect outside the live chat (403) and answering by a prospect (403)', async () => {
      const outsider = (await buildLiveEventWorld(app)).prospect;
      expect((await list(outsider)).statusCode).toBe(403);
      expect((await vote(outsider, 1, 'POST')).statusCode).toBe(403);
      const messageId = await say(w.prospect, 'Scholarships?');
      await ask(w.prospect, messageId);
      expect((await answer(w.prospect, messageId)).statusCode).toBe(403);
      expect((await answer(w.otherAdmin, messageId)).statusCode).toBe(403);
    });

    it('answers 404 for a message outside the live chat, an unknown question or event', async () => {
      expect((await ask(w.prospect, 999_999)).statusCode).toBe(404);
      expect((await vote(w.prospect, 999_999, 'POST')).statusCode).toBe(404);
      expect((await ask(w.prospect, 1, 999_999)).statusCode).toBe(404);
    });

    it('answers 400 for junk', async () => {
      expect((await ask(w.prospect, 'one')).statusCode).toBe(400);
      expect((await ask(w.prospect, -4)).statusCode).toBe(400);
      expect((await vote(w.prospect, 'x%00', 'POST')).statusCode).toBe(400);
    });
  });
});
