import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountSubjects,
  contentDaily,
  liveEventRegistrations,
  postLikes,
  widgetVisits,
} from '../../core/db/schema';
import { buildLiveEvent, buildPost } from '../../test/content-factories';
import { buildIndividualDialog, buildMessages } from '../../test/dialog-factories';
import { buildAmbassador, buildGroup, buildProspect } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildConsoleWorld, call, type ConsoleWorld } from './admin.fixture';

let t: TestApp;
let w: ConsoleWorld;
let groupId: number;
const ids: Record<string, number> = {};

const at = (iso: string) => new Date(iso);

/**
 * Seeded facts, 1–5 March 2026: Lina (registered 2 March, from Instagram) gets an answer from
 * Amara after 10 minutes; Omar (registered 3 March through the group's widget) after 30 minutes;
 * Noah (registered in February) writes on 4 March and waits. Another university's chat and a
 * chat outside the range must not count. The widget has four visitors in the range (one of them
 * three times on 2 March), the group's widget two; the post is viewed 30 times, shared twice and
 * liked once in the range, and more outside it.
 */
beforeAll(async () => {
  t = await buildTestApp();
  w = await buildConsoleWorld(t);
  const db = t.database.db;
  groupId = (await buildGroup(db, [w.uni.id], 'Northern Universities')).id;
  const { account: amara } = await buildAmbassador(db, w.uni.id, {
    account: { name: 'Amara', lastName: 'Okafor' },
  });
  const { account: wei } = await buildAmbassador(db, w.uni.id, {
    account: { name: 'Wei', lastName: 'Chen' },
  });
  const lina = await buildProspect(db, {
    universityId: w.uni.id,
    createdAt: at('2026-03-02T09:00:00Z'),
    nationalityId: 41,
    utm: { source: 'instagram', medium: 'social', campaign: 'open-day' },
  });
  const omar = await buildProspect(db, {
    universityId: w.uni.id,
    universityGroupId: groupId,
    createdAt: at('2026-03-03T08:00:00Z'),
  });
  const noah = await buildProspect(db, {
    universityId: w.uni.id,
    createdAt: at('2026-02-01T08:00:00Z'),
  });
  await db.insert(accountSubjects).values({ accountId: lina.id, subjectId: 1 });
  Object.assign(ids, { amara: amara.id, wei: wei.id, lina: lina.id });

  const chat = async (
    prospect: typeof lina,
    ambassador: typeof amara,
    startedAt: string,
    replyAfterSeconds: number | null,
  ) => {
    const dialog = await buildIndividualDialog(db, prospect, ambassador, {
      pairKey: null,
      createdAt: at(startedAt),
    });
    await buildMessages(db, dialog.id, prospect, 1, { createdAt: at(startedAt) });
    if (replyAfterSeconds !== null) {
      await buildMessages(db, dialog.id, ambassador, 1, {
        createdAt: new Date(Date.parse(startedAt) + replyAfterSeconds * 1000),
      });
    }
    return dialog;
  };
  await chat(lina, amara, '2026-03-02T10:00:00Z', 600);
  await chat(omar, amara, '2026-03-03T09:00:00Z', 1800);
  await chat(noah, wei, '2026-03-04T12:00:00Z', null);
  await chat(noah, wei, '2026-04-10T12:00:00Z', 60);
  const { account: elsewhere } = await buildAmbassador(db, w.other.id);
  await chat(
    await buildProspect(db, { universityId: w.other.id }),
    elsewhere,
    '2026-03-02T11:00:00Z',
    5,
  );

  const post = await buildPost(db, {
    universityId: w.uni.id,
    authorAccountId: amara.id,
    viewCount: 40,
    likeCount: 2,
    shareCount: 2,
  });
  ids['post'] = post.id;
  await db.insert(postLikes).values([
    { postId: post.id, accountId: lina.id, createdAt: at('2026-03-02T11:00:00Z') },
    { postId: post.id, accountId: noah.id, createdAt: at('2026-02-01T11:00:00Z') },
  ]);
  await db.insert(contentDaily).values([
    { universityId: w.uni.id, day: '2026-03-02', kind: 'post', views: 30, shares: 2 },
    { universityId: w.uni.id, day: '2026-02-20', kind: 'post', views: 10, shares: 0 },
    { universityId: w.other.id, day: '2026-03-02', kind: 'post', views: 99, shares: 9 },
  ]);
  const visit = (widgetKey: string, day: string, visitorHash: string, visits = 1) => ({
    widgetKey,
    day,
    visitorHash,
    visits,
    universityId: widgetKey.startsWith('university') ? w.uni.id : null,
    groupId: widgetKey.startsWith('group') ? groupId : null,
  });
  const own = `university:${w.uni.id}`;
  await db
    .insert(widgetVisits)
    .values([
      visit(own, '2026-03-02', 'a', 3),
      visit(own, '2026-03-02', 'b'),
      visit(own, '2026-03-02', 'c'),
      visit(own, '2026-03-03', 'a'),
      visit(own, '2026-02-28', 'd'),
      visit(`group:${groupId}`, '2026-03-03', 'e'),
      visit(`group:${groupId}`, '2026-03-04', 'e', 2),
    ]);
  const { event } = await buildLiveEvent(db, {
    universityId: w.uni.id,
    name: 'Spring open day',
    fromDate: at('2026-03-05T15:00:00Z'),
    toDate: at('2026-03-05T16:00:00Z'),
  });
  ids['event'] = event.id;
  await db.insert(liveEventRegistrations).values([
    {
      liveEventId: event.id,
      accountId: lina.id,
      watchedAt: at('2026-03-05T15:01:00Z'),
      watchSeconds: 300,
    },
    { liveEventId: event.id, accountId: omar.id },
  ]);
});
afterAll(() => t.close());

const url = '/api/v1/admin/analytics?from=2026-03-01&to=2026-03-05';

describe('analytics', () => {
  it('asks for a token, refuses other roles and bad ranges, and keeps to the own university', async () => {
    expect((await call(t.app, 'GET', url)).statusCode).toBe(401);
    for (const headers of [w.prospect, w.ambassador]) {
      expect((await call(t.app, 'GET', url, headers)).statusCode).toBe(403);
    }
    for (const bad of [
      '/api/v1/admin/analytics',
      '/api/v1/admin/analytics?from=2026-03-05&to=2026-03-01',
      '/api/v1/admin/analytics?from=2024-01-01&to=2026-03-01',
    ]) {
      expect((await call(t.app, 'GET', bad, w.admin)).statusCode).toBe(400);
    }
    // A group the university is not in is not there to filter by.
    expect((await call(t.app, 'GET', `${url}&group_id=${groupId}`, w.otherAdmin)).statusCode).toBe(
      404,
    );
    const theirs = (await call(t.app, 'GET', url, w.otherAdmin)).json().data;
    expect(theirs.totals).toMatchObject({ chats_started: 1, prospects_registered: 0 });
  });

  it('counts the seeded facts', async () => {
    const response = await call(t.app, 'GET', url, w.admin);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.totals).toEqual({
      visitors: 4,
      visits: 6,
      prospects_reached: 3,
      prospects_registered: 2,
      chats_started: 3,
      messages: 5,
      first_reply_median_seconds: 1200,
      first_reply_p90_seconds: 1680,
    });
    expect(data.first_reply_by_ambassador).toEqual([
      {
        ambassador_id: ids['amara'],
        name: 'Amara Okafor',
        chats: 2,
        answered: 2,
        median_seconds: 1200,
        p90_seconds: 1680,
      },
      {
        ambassador_id: ids['wei'],
        name: 'Wei Chen',
        chats: 1,
        answered: 0,
        median_seconds: null,
        p90_seconds: null,
      },
    ]);
    expect(data.volume_by_day).toEqual([
      { day: '2026-03-01', visitors: 0, messages: 0, chats: 0 },
      { day: '2026-03-02', visitors: 3, messages: 2, chats: 1 },
      { day: '2026-03-03', visitors: 1, messages: 2, chats: 1 },
      { day: '2026-03-04', visitors: 0, messages: 1, chats: 1 },
      { day: '2026-03-05', visitors: 0, messages: 0, chats: 0 },
    ]);
    expect(data.prospects_by.utm_source).toEqual([
      { key: '', label: 'Not given', count: 2 },
      { key: 'instagram', label: 'instagram', count: 1 },
    ]);
    expect(data.prospects_by.nationality).toContainEqual(
      expect.objectContaining({ key: '41', count: 1 }),
    );
    expect(data.prospects_by.subject).toEqual([expect.objectContaining({ key: '1', count: 1 })]);
    expect(data.content.posts).toEqual({ items: 1, views: 30, likes: 1, shares: 2 });
    expect(data.live_events).toEqual([
      {
        id: ids['event'],
        name: 'Spring open day',
        registrations: 2,
        watched: 1,
        watch_seconds: 300,
      },
    ]);
    expect(data.funnel).toEqual({ visitors: 4, sign_ups: 2, first_messages: 2, answered: 2 });
    expect(data.groups).toEqual([{ id: groupId, name: 'Northern Universities' }]);
  });

  it('narrows to the prospects who came through one group’s widget', async () => {
    const data = (await call(t.app, 'GET', `${url}&group_id=${groupId}`, w.admin)).json().data;
    expect(data.group_id).toBe(groupId);
    expect(data.totals).toMatchObject({
      prospects_reached: 1,
      prospects_registered: 1,
      chats_started: 1,
      messages: 2,
      first_reply_median_seconds: 1800,
    });
    // The group's widget: its own visitors.
    expect(data.totals).toMatchObject({ visitors: 2, visits: 3 });
    expect(data.funnel).toEqual({ visitors: 2, sign_ups: 1, first_messages: 1, answered: 1 });
    expect(data.live_events[0]).toMatchObject({ registrations: 1, watched: 0 });
  });

  it('counts today’s views, shares and widget visits as they happen', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const todayUrl = `/api/v1/admin/analytics?from=${today}&to=${today}`;
    const before = (await call(t.app, 'GET', todayUrl, w.admin)).json().data;
    const visitor = { 'x-visitor-id': 'visitor-analytics-1' };
    const post = `/api/v1/widget/posts/${ids['post']}`;
    expect((await call(t.app, 'POST', `${post}/watch`, visitor)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `${post}/share`, visitor)).statusCode).toBe(200);
    for (let load = 0; load < 2; load += 1) {
      const visit = await call(t.app, 'POST', '/api/v1/widget/visits', visitor, {
        universityId: w.uni.id,
      });
      expect(visit.json().data).toEqual({ counted: true });
    }
    const after = (await call(t.app, 'GET', todayUrl, w.admin)).json().data;
    expect(after.content.posts.views).toBe(before.content.posts.views + 1);
    expect(after.content.posts.shares).toBe(before.content.posts.shares + 1);
    expect(after.totals.visitors).toBe(before.totals.visitors + 1);
    expect(after.totals.visits).toBe(before.totals.visits + 2);
    // Another university's dashboard sees none of it.
    const theirs = (await call(t.app, 'GET', todayUrl, w.otherAdmin)).json().data;
    expect(theirs.content.posts.views).toBe(0);
    expect(theirs.totals.visitors).toBe(0);
  });
});
