import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildAmbassador, buildProspect } from '../../test/factories';
import { buildPost } from '../../test/content-factories';
import { buildConsoleWorld, call, type ConsoleWorld } from './admin.fixture';

let t: TestApp;
let w: ConsoleWorld;
let ambassadorId: number;
let otherPostId: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildConsoleWorld(t);
  const { account } = await buildAmbassador(t.database.db, w.uni.id, {
    account: { name: 'Maya', lastName: 'Lee' },
  });
  ambassadorId = account.id;
  const { account: elsewhere } = await buildAmbassador(t.database.db, w.other.id);
  otherPostId = (
    await buildPost(t.database.db, { universityId: w.other.id, authorAccountId: elsewhere.id })
  ).id;
});
afterAll(() => t.close());

const list = (headers: Record<string, string>, query = '') =>
  call(t.app, 'GET', `/api/v1/admin/posts${query}`, headers);
const create = (headers: Record<string, string>, body: object) =>
  call(t.app, 'POST', '/api/v1/admin/posts', headers, body);
const edit = (headers: Record<string, string>, id: number, body: object) =>
  call(t.app, 'PUT', `/api/v1/admin/posts/${id}`, headers, body);
const widgetPostIds = async () => {
  const response = await call(
    t.app,
    'POST',
    '/api/v1/widget/posts/getPosts',
    {},
    {
      universityId: w.uni.id,
      limit: 50,
    },
  );
  expect(response.statusCode).toBe(200);
  return (response.json().data.posts as { id: number }[]).map((post) => post.id);
};
const auditTotal = async () =>
  (await call(t.app, 'GET', '/api/v1/admin/audit', w.admin)).json().data.total as number;

describe('admin posts access', () => {
  it('asks for a token and refuses prospects and ambassadors', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await create({}, { caption: 'x', is_published: true })).statusCode).toBe(401);
    for (const headers of [w.prospect, w.ambassador]) {
      expect((await list(headers)).statusCode).toBe(403);
      expect((await create(headers, { caption: 'x', is_published: true })).statusCode).toBe(403);
      expect(
        (await edit(headers, otherPostId, { caption: 'x', is_published: true })).statusCode,
      ).toBe(403);
    }
  });

  it("answers 404 for another university's post and lists only its own", async () => {
    const response = await edit(w.admin, otherPostId, { caption: 'Mine now', is_published: true });
    expect(response.statusCode).toBe(404);
    const ids = (await list(w.admin)).json().data.posts.map((post: { id: number }) => post.id);
    expect(ids).not.toContain(otherPostId);
  });
});

describe('admin posts', () => {
  let draftId: number;

  it('writes a draft by an ambassador: audited, not in the widget', async () => {
    const response = await create(w.admin, {
      caption: 'Open day is on Saturday!',
      is_published: false,
      author_id: ambassadorId,
    });
    expect(response.statusCode).toBe(200);
    const post = response.json().data.post;
    draftId = post.id;
    expect(post).toMatchObject({
      caption: 'Open day is on Saturday!',
      is_published: false,
      author: { id: ambassadorId, name: 'Maya Lee' },
    });
    expect(await widgetPostIds()).not.toContain(draftId);
    const entry = (await call(t.app, 'GET', '/api/v1/admin/audit?limit=1', w.admin)).json().data
      .entries[0];
    expect(entry).toMatchObject({ action: 'post.create', target: `post:${draftId}` });
  });

  it('publishes the draft: it appears in the widget; the change is audited', async () => {
    const response = await edit(w.admin, draftId, {
      caption: 'Open day is on Saturday, 10am!',
      is_published: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.post.author.id).toBe(ambassadorId);
    expect(await widgetPostIds()).toContain(draftId);
    const entry = (await call(t.app, 'GET', '/api/v1/admin/audit?limit=1', w.admin)).json().data
      .entries[0];
    expect(entry).toMatchObject({
      action: 'post.update',
      before: { caption: 'Open day is on Saturday!', is_published: false },
      after: { caption: 'Open day is on Saturday, 10am!', is_published: true },
    });
  });

  it('writes as the admin when no author is named', async () => {
    const response = await create(w.admin, { caption: 'Welcome, everyone', is_published: true });
    expect(response.json().data.post.author).toMatchObject({ id: w.adminAccount.id });
  });

  it('searches, filters by state and pages', async () => {
    const found = (await list(w.admin, '?search=open%20day')).json().data;
    expect(found.posts.map((post: { id: number }) => post.id)).toEqual([draftId]);
    const drafts = (await list(w.admin, '?state=draft')).json().data;
    expect(drafts.total).toBe(0);
    const page = (await list(w.admin, '?limit=1&page=2')).json().data;
    expect(page.total).toBe(2);
    expect(page.posts).toHaveLength(1);
  });

  it.each([
    ['an empty caption', { caption: '   ', is_published: true }],
    ['a missing state', { caption: 'Hello' }],
    ['a caption too long', { caption: 'x'.repeat(2001), is_published: true }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const total = await auditTotal();
    expect((await create(w.admin, body)).statusCode).toBe(400);
    expect((await edit(w.admin, draftId, body)).statusCode).toBe(400);
    expect(await auditTotal()).toBe(total);
  });

  it('refuses an author from elsewhere or a prospect', async () => {
    const prospect = await buildProspect(t.database.db, { universityId: w.uni.id });
    const total = await auditTotal();
    for (const author_id of [prospect.id, 999_999]) {
      const response = await create(w.admin, { caption: 'Hi', is_published: true, author_id });
      expect(response.statusCode).toBe(400);
    }
    expect(await auditTotal()).toBe(total);
  });
});
