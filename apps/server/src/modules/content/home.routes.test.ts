import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../core/config/config';
import type { Database } from '../../core/db/client';
import { dialogMembers, liveEventRegistrations } from '../../core/db/schema';
import { buildAdmin, tokenFor } from '../../test/factories';
import { openTestDatabase } from '../../test/test-database';
import type { TestApp } from '../../test/test-app';
import { buildContentWorld, type ContentWorld, withContentWorld } from './content.fixture';

type Body = Record<string, unknown>;
type Card = { id: number };
type Home = {
  users: Card[];
  faqs: Card[];
  groupChats: Array<Card & { isJoined: boolean }>;
  liveStreams: Array<Card & { registeredProspectIds: number[] }>;
  posts: Array<Card & { caption: string; like_count: number; isLiked: boolean }>;
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const ids = (items: Card[]) => items.map((item) => item.id);

async function home(app: App, body: Body, headers: Record<string, string> = {}): Promise<Home> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/widget/getContent',
    payload: body,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Home;
}

async function editPost(app: App, token: string, postId: number, caption: string) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/v1/admin/posts/${postId}`,
    payload: { caption, is_published: true },
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('POST /widget/getContent from the home snapshot', () => {
  let t: TestApp;
  let w: ContentWorld;
  withContentWorld((app, world) => {
    t = app;
    w = world;
  });

  it('orders ambassadors, FAQs and group chats per visitor, the same each time for one visitor', async () => {
    const body = { groupId: w.group.id };
    const first = await home(t.app, { ...body, randomSeed: 'visitor-one' });
    const again = await home(t.app, { ...body, randomSeed: 'visitor-one' });
    expect(ids(again.users)).toEqual(ids(first.users));
    expect(ids(again.faqs)).toEqual(ids(first.faqs));
    expect(ids(again.groupChats)).toEqual(ids(first.groupChats));
    const byHeader = await home(t.app, body, { 'x-visitor-id': 'visitor-one-header' });
    const byHeaderAgain = await home(t.app, body, { 'x-visitor-id': 'visitor-one-header' });
    expect(ids(byHeaderAgain.users)).toEqual(ids(byHeader.users));

    const others = await Promise.all(
      ['visitor-two', 'visitor-three', 'visitor-four', 'visitor-five'].map((seed) =>
        home(t.app, { ...body, randomSeed: seed }),
      ),
    );
    const userOrders = new Set(others.map((other) => ids(other.users).join()));
    userOrders.add(ids(first.users).join());
    expect(userOrders.size).toBeGreaterThan(1);
    const faqOrders = new Set(others.map((other) => ids(other.faqs).join()));
    faqOrders.add(ids(first.faqs).join());
    expect(faqOrders.size).toBeGreaterThan(1);
    // Every ambassador of the group can be drawn: over many visitors, all of them are.
    const drawn = new Set<number>();
    for (let n = 0; n < 40; n += 1) {
      for (const id of ids((await home(t.app, { ...body, randomSeed: `visitor-${n}` })).users)) {
        drawn.add(id);
      }
    }
    expect([...drawn].sort()).toEqual(ids([...w.ambassadorsA, ...w.ambassadorsB]).sort());
  });

  it('keeps posts newest shared first for every visitor', async () => {
    const one = await home(t.app, { universityId: w.uniA.id, randomSeed: 'visitor-one' });
    const two = await home(t.app, { universityId: w.uniA.id, randomSeed: 'visitor-two' });
    expect(ids(two.posts)).toEqual(ids(one.posts));
  });

  it("shows a console edit of a post on the very next call, and a like in the count and as the liker's own", async () => {
    const body = { universityId: w.uniA.id, randomSeed: 'visitor-edit' };
    const before = await home(t.app, body);
    const shown = before.posts[0]!;
    const admin = await buildAdmin(t.database.db, w.uniA.id);
    await editPost(t.app, await tokenFor(t.app, admin), shown.id, 'Open day this Saturday');
    const edited = await home(t.app, body);
    expect(edited.posts.find((post) => post.id === shown.id)?.caption).toBe(
      'Open day this Saturday',
    );

    const prospect = bearer(await tokenFor(t.app, w.prospect));
    const liked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/widget/posts/${shown.id}/like`,
      headers: prospect,
    });
    expect(liked.statusCode, liked.body).toBe(200);
    const mine = (await home(t.app, body, prospect)).posts.find((post) => post.id === shown.id);
    expect(mine).toMatchObject({ like_count: shown.like_count + 1, isLiked: true });
    const visitor = (await home(t.app, body)).posts.find((post) => post.id === shown.id);
    expect(visitor).toMatchObject({ like_count: shown.like_count + 1, isLiked: false });
  });
});

describe("POST /widget/getContent with a signed-in actor's own marks", () => {
  let t: TestApp;
  let w: ContentWorld;
  withContentWorld((app, world) => {
    t = app;
    w = world;
  });

  it('shows the chats they joined and the events they registered for, to them alone', async () => {
    const body = { universityId: w.uniA.id, randomSeed: 'visitor-marks' };
    const before = await home(t.app, body);
    const event = w.events.upcomingSoon.event;
    await t.database.db
      .insert(dialogMembers)
      .values(
        before.groupChats.map((chat) => ({
          dialogId: chat.id,
          accountId: w.prospect.id,
          roleKey: w.prospect.roleKey,
        })),
      )
      .onConflictDoNothing();
    const left = before.groupChats[0]!;
    await t.database.db
      .update(dialogMembers)
      .set({ leftAt: new Date() })
      .where(and(eq(dialogMembers.dialogId, left.id), eq(dialogMembers.accountId, w.prospect.id)));
    await t.database.db
      .insert(liveEventRegistrations)
      .values({ liveEventId: event.id, accountId: w.prospect.id });
    const mine = await home(t.app, body, bearer(await tokenFor(t.app, w.prospect)));
    expect(mine.groupChats.length).toBeGreaterThan(1);
    for (const chat of mine.groupChats) expect(chat.isJoined).toBe(chat.id !== left.id);
    expect(mine.liveStreams.find((card) => card.id === event.id)?.registeredProspectIds).toEqual([
      w.prospect.id,
    ]);
    const visitor = await home(t.app, body);
    expect(visitor.groupChats.every((chat) => !chat.isJoined)).toBe(true);
    expect(visitor.liveStreams.every((card) => card.registeredProspectIds.length === 0)).toBe(true);
  });
});

describe.runIf(process.env.REDIS_URL)('home snapshots across two nodes (Redis)', () => {
  let database: Database;
  let nodeA: App;
  let nodeB: App;
  let w: ContentWorld;

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = testConfig({ redisUrl: process.env.REDIS_URL });
    nodeA = await buildApp(config, { database });
    nodeB = await buildApp(config, { database });
    await Promise.all([nodeA.ready(), nodeB.ready()]);
    w = await buildContentWorld(database.db);
  });

  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await database?.close();
  });

  it('shows a console edit made on one node on the next call of the other', async () => {
    const body = { universityId: w.uniA.id, randomSeed: 'visitor-nodes' };
    const shown = (await home(nodeA, body)).posts[0]!;
    expect((await home(nodeB, body)).posts[0]!.caption).toBe(shown.caption);
    const admin = await buildAdmin(database.db, w.uniA.id);
    await editPost(nodeA, await tokenFor(nodeA, admin), shown.id, 'Edited on node A');
    expect((await home(nodeA, body)).posts[0]!.caption).toBe('Edited on node A');
    // The change reaches node B over Redis pub/sub, a few milliseconds after the commit.
    await vi.waitFor(
      async () => expect((await home(nodeB, body)).posts[0]!.caption).toBe('Edited on node A'),
      { timeout: 3_000, interval: 20 },
    );
  });
});
