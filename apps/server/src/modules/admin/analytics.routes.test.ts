import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSubjects, liveEventRegistrations } from '../../core/db/schema';
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
 * chat outside the range must not count.
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

  await buildPost(db, {
    universityId: w.uni.id,
    authorAccountId: amara.id,
    viewCount: 40,
    likeCount: 7,
    shareCount: 2,
  });
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
      { day: '2026-03-01', messages: 0, chats: 0 },
      { day: '2026-03-02', messages: 2, chats: 1 },
      { day: '2026-03-03', messages: 2, chats: 1 },
      { day: '2026-03-04', messages: 1, chats: 1 },
      { day: '2026-03-05', messages: 0, chats: 0 },
    ]);
    expect(data.prospects_by.utm_source).toEqual([
      { key: '', label: 'Not given', count: 2 },
      { key: 'instagram', label: 'instagram', count: 1 },
    ]);
    expect(data.prospects_by.nationality).toContainEqual(
      expect.objectContaining({ key: '41', count: 1 }),
    );
    expect(data.prospects_by.subject).toEqual([expect.objectContaining({ key: '1', count: 1 })]);
    expect(data.content.posts).toEqual({ items: 1, views: 40, likes: 7, shares: 2 });
    expect(data.live_events).toEqual([
      {
        id: ids['event'],
        name: 'Spring open day',
        registrations: 2,
        watched: 1,
        watch_seconds: 300,
      },
    ]);
    expect(data.funnel).toEqual({ visits: null, sign_ups: 2, first_messages: 2, answered: 2 });
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
    expect(data.funnel).toEqual({ visits: null, sign_ups: 1, first_messages: 1, answered: 1 });
    expect(data.live_events[0]).toMatchObject({ registrations: 1, watched: 0 });
  });
});
