import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogMembers, dialogs, faqAnswers, faqs, posts } from '../../core/db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildAmbassador, buildProspect, buildUniversity, tokenFor } from '../../test/factories';
import { buildFaq, buildGroupChat, buildPost } from '../../test/content-factories';

let t: TestApp;
let universityId: number;
let authorId: number;

beforeAll(async () => {
  t = await buildTestApp();
  universityId = (await buildUniversity(t.database.db)).id;
  authorId = (await buildAmbassador(t.database.db, universityId)).account.id;
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const call = (
  url: string,
  options: { token?: string; ip?: string; body?: unknown; visitor?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/widget${url}`,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    remoteAddress: options.ip ?? '10.0.0.1',
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.visitor ? { 'x-visitor-id': options.visitor } : {}),
    },
  });
const newPost = () => buildPost(db(), { universityId, authorAccountId: authorId });
const signedInProspect = async () => {
  const account = await buildProspect(db());
  return { account, token: await tokenFor(t.app, account) };
};
const postRow = async (id: number) => (await db().select().from(posts).where(eq(posts.id, id)))[0]!;

describe('POST /widget/posts/{id}/like and /unlike', () => {
  it('refuses a visitor without a token', async () => {
    const post = await newPost();
    const response = await call(`/posts/${post.id}/like`);
    expect(response.statusCode).toBe(401);
    expect((await postRow(post.id)).likeCount).toBe(0);
  });

  it('refuses a community session and a deleted account', async () => {
    const post = await newPost();
    const { account } = await signedInProspect();
    const community = await tokenFor(t.app, account, 'community');
    expect((await call(`/posts/${post.id}/like`, { token: community })).statusCode).toBe(401);
    const gone = await buildProspect(db(), { deletedAt: new Date() });
    const goneToken = await tokenFor(t.app, gone);
    expect((await call(`/posts/${post.id}/like`, { token: goneToken })).statusCode).toBe(401);
    expect((await postRow(post.id)).likeCount).toBe(0);
  });

  it('counts one like per account and never goes below zero', async () => {
    const post = await newPost();
    const { token } = await signedInProspect();
    const like = () => call(`/posts/${post.id}/like`, { token });
    const unlike = () => call(`/posts/${post.id}/unlike`, { token });
    expect((await like()).json().data).toEqual({ like_count: 1 });
    expect((await like()).json().data).toEqual({ like_count: 1 });
    expect((await unlike()).json().data).toEqual({ like_count: 0 });
    expect((await unlike()).json().data).toEqual({ like_count: 0 });
    expect((await postRow(post.id)).likeCount).toBe(0);
  });

  it('answers the spec form with its trailing slash and the form without it alike', async () => {
    const post = await newPost();
    const { token } = await signedInProspect();
    const spec = await call(`/posts/${post.id}/like/`, { token });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().data).toEqual({ like_count: 1 });
    // The same account liking through the other form is still one like.
    expect((await call(`/posts/${post.id}/like`, { token })).json().data).toEqual({
      like_count: 1,
    });
    expect((await call(`/posts/${post.id}/unlike/`, { token })).json().data).toEqual({
      like_count: 0,
    });
    expect((await call(`/posts/${post.id}/like/`)).statusCode).toBe(401);
    expect((await call('/posts/abc/like/', { token })).statusCode).toBe(400);
    expect((await postRow(post.id)).likeCount).toBe(0);
  });

  it('keeps the count at zero when a stored count is already zero', async () => {
    const post = await newPost();
    const { token } = await signedInProspect();
    await call(`/posts/${post.id}/like`, { token });
    await db().update(posts).set({ likeCount: 0 }).where(eq(posts.id, post.id));
    expect((await call(`/posts/${post.id}/unlike`, { token })).json().data).toEqual({
      like_count: 0,
    });
  });

  it('answers 404 for an unknown or unpublished post and 400 for a bad id', async () => {
    const { token } = await signedInProspect();
    const hidden = await buildPost(db(), {
      universityId,
      authorAccountId: authorId,
      isPublished: false,
    });
    expect((await call('/posts/999999/like', { token })).statusCode).toBe(404);
    expect((await call(`/posts/${hidden.id}/like`, { token })).statusCode).toBe(404);
    const bad = await call('/posts/abc/like', { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('POST /widget/faqs/{faqId}/answers/{answerId}/like and /unlike', () => {
  it("counts one like per account on the answer and the FAQ's total", async () => {
    const { faq, answers } = await buildFaq(db(), {
      universityId,
      answers: [{ authorAccountId: authorId, text: 'Yes.', likeCount: 2 }],
    });
    const answer = answers[0]!;
    const { token } = await signedInProspect();
    const path = `/faqs/${faq.id}/answers/${answer.id}`;
    expect((await call(`${path}/like`, { token })).json().data).toEqual({ like_count: 3 });
    expect((await call(`${path}/like`, { token })).json().data).toEqual({ like_count: 3 });
    const [stored] = await db().select().from(faqs).where(eq(faqs.id, faq.id));
    expect(stored!.likeCount).toBe(3);
    expect((await call(`${path}/unlike`, { token })).json().data).toEqual({ like_count: 2 });
    expect((await call(`${path}/unlike`, { token })).json().data).toEqual({ like_count: 2 });
  });

  it('refuses without a token and answers 404 for an answer of another FAQ', async () => {
    const first = await buildFaq(db(), {
      universityId,
      answers: [{ authorAccountId: authorId, text: 'A' }],
    });
    const second = await buildFaq(db(), {
      universityId,
      answers: [{ authorAccountId: authorId, text: 'B' }],
    });
    const answerOfSecond = second.answers[0]!.id;
    expect((await call(`/faqs/${first.faq.id}/answers/${answerOfSecond}/like`)).statusCode).toBe(
      401,
    );
    const { token } = await signedInProspect();
    const wrong = await call(`/faqs/${first.faq.id}/answers/${answerOfSecond}/like`, { token });
    expect(wrong.statusCode).toBe(404);
    const [answer] = await db().select().from(faqAnswers).where(eq(faqAnswers.id, answerOfSecond));
    expect(answer!.likeCount).toBe(0);
  });
});

describe('watch and share counters', () => {
  it('counts a view of a post once per viewer, and again for another address', async () => {
    const post = await newPost();
    const watch = (ip: string) => call(`/posts/${post.id}/watch`, { ip });
    expect((await watch('10.1.0.1')).json().data).toEqual({ view_count: 1 });
    expect((await watch('10.1.0.1')).json().data).toEqual({ view_count: 1 });
    expect((await watch('10.1.0.2')).json().data).toEqual({ view_count: 2 });
  });

  it('counts shares of posts and FAQs, and views of FAQs', async () => {
    const post = await newPost();
    expect((await call(`/posts/${post.id}/share`, { ip: '10.2.0.1' })).json().data).toEqual({
      share_count: 1,
    });
    const { faq } = await buildFaq(db(), { universityId });
    expect((await call(`/faqs/${faq.id}/watch`, { ip: '10.2.0.1' })).json().data).toEqual({
      view_count: 1,
    });
    expect((await call(`/faqs/${faq.id}/watch`, { ip: '10.2.0.1' })).json().data).toEqual({
      view_count: 1,
    });
    expect((await call(`/faqs/${faq.id}/share`, { ip: '10.2.0.1' })).json().data).toEqual({
      share_count: 1,
    });
  });

  it('counts views of posts and FAQs seen in a list, sharing marks with watch', async () => {
    const [a, b] = [await newPost(), await newPost()];
    const hidden = await buildPost(db(), {
      universityId,
      authorAccountId: authorId,
      isPublished: false,
    });
    const ip = '10.3.0.1';
    await call(`/posts/${a.id}/watch`, { ip });
    const seen = await call('/posts/postWatched', {
      ip,
      body: { ids: [a.id, b.id, hidden.id, b.id] },
    });
    expect(seen.json().data).toEqual({ counted: 1 });
    expect((await postRow(a.id)).viewCount).toBe(1);
    expect((await postRow(b.id)).viewCount).toBe(1);
    expect((await postRow(hidden.id)).viewCount).toBe(0);
    const { faq } = await buildFaq(db(), { universityId });
    expect((await call('/faqs/faqWatched', { ip, body: { ids: [faq.id] } })).json().data).toEqual({
      counted: 1,
    });
  });

  it('refuses an empty or oversized watched list, and unknown items', async () => {
    expect((await call('/posts/postWatched', { body: { ids: [] } })).statusCode).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => i + 1);
    expect((await call('/faqs/faqWatched', { body: { ids: many } })).statusCode).toBe(400);
    expect((await call('/posts/999999/watch')).statusCode).toBe(404);
    expect((await call('/faqs/999999/share')).statusCode).toBe(404);
  });

  it('limits how often one address may call a counter route', async () => {
    const post = await newPost();
    const ip = '10.4.0.1';
    let limited = 0;
    for (let i = 0; i < 61; i += 1) {
      const response = await call(`/posts/${post.id}/watch`, {
        ip,
        visitor: `visitor-${i}-xxxxxx`,
      });
      if (response.statusCode === 429) limited += 1;
    }
    expect(limited).toBe(1);
    expect((await postRow(post.id)).viewCount).toBe(60);
  });
});

describe('POST /widget/dialogs/{id}/watch', () => {
  it("moves a member's read position to the last message", async () => {
    const { account, token } = await signedInProspect();
    const chat = await buildGroupChat(db(), {
      universityId,
      lastSeq: 7,
      members: [{ id: account.id, roleKey: 'prospect' }],
    });
    const response = await call(`/dialogs/${chat.id}/watch`, { token });
    expect(response.json().data).toEqual({ watched: true, new_messages: 0 });
    const [membership] = await db()
      .select()
      .from(dialogMembers)
      .where(eq(dialogMembers.dialogId, chat.id));
    expect(membership!.lastReadSeq).toBe(7);
  });

  it('stores nothing for a visitor and hides private, individual and unknown chats', async () => {
    const chat = await buildGroupChat(db(), { universityId });
    expect((await call(`/dialogs/${chat.id}/watch`)).json().data).toEqual({
      watched: false,
      new_messages: 0,
    });
    const privateChat = await buildGroupChat(db(), { universityId, privateCode: 'CODE42' });
    const individual = await buildGroupChat(db(), { universityId, type: 1 });
    const { token } = await signedInProspect();
    for (const id of [privateChat.id, individual.id, 999_999]) {
      expect((await call(`/dialogs/${id}/watch`, { token })).statusCode).toBe(404);
    }
    const [stored] = await db().select().from(dialogs).where(eq(dialogs.id, privateChat.id));
    expect(stored!.privateCode).toBe('CODE42');
  });
});
