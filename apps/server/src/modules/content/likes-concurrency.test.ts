import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqAnswerLikes, faqAnswers, faqs, postLikes, posts } from '../../core/db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildAmbassador, buildProspect, buildUniversity, tokenFor } from '../../test/factories';
import { buildFaq, buildPost } from '../../test/content-factories';

let t: TestApp;
let universityId: number;
let authorId: number;
let tokens: string[];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  universityId = (await buildUniversity(db)).id;
  authorId = (await buildAmbassador(db, universityId)).account.id;
  tokens = [];
  for (let i = 0; i < 100; i += 1) tokens.push(await tokenFor(t.app, await buildProspect(db)));
});
afterAll(async () => {
  await t.close();
});

const at = (url: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/widget${url}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('likes under concurrency', () => {
  it('100 accounts liking a post at once give exactly 100, and unliking at once gives 0', async () => {
    const db = t.database.db;
    const post = await buildPost(db, { universityId, authorAccountId: authorId });
    const liked = await Promise.all(tokens.map((token) => at(`/posts/${post.id}/like`, token)));
    expect(liked.every((response) => response.statusCode === 200)).toBe(true);
    const [stored] = await db.select().from(posts).where(eq(posts.id, post.id));
    expect(stored!.likeCount).toBe(100);
    const [likes] = await db
      .select({ n: count() })
      .from(postLikes)
      .where(eq(postLikes.postId, post.id));
    expect(likes!.n).toBe(100);
    const counts = liked.map((response) => response.json().data.like_count as number);
    expect(Math.max(...counts)).toBe(100);

    const unliked = await Promise.all(tokens.map((token) => at(`/posts/${post.id}/unlike`, token)));
    expect(unliked.every((response) => response.statusCode === 200)).toBe(true);
    const [after] = await db.select().from(posts).where(eq(posts.id, post.id));
    expect(after!.likeCount).toBe(0);
  });

  it('the same account liking 20 times at once counts once', async () => {
    const db = t.database.db;
    const post = await buildPost(db, { universityId, authorAccountId: authorId });
    const token = tokens[0]!;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => at(`/posts/${post.id}/like`, token)),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const [stored] = await db.select().from(posts).where(eq(posts.id, post.id));
    expect(stored!.likeCount).toBe(1);
    const unlikes = await Promise.all(
      Array.from({ length: 20 }, () => at(`/posts/${post.id}/unlike`, token)),
    );
    expect(unlikes.map((response) => response.json().data.like_count)).not.toContain(-1);
    const [after] = await db.select().from(posts).where(eq(posts.id, post.id));
    expect(after!.likeCount).toBe(0);
  });

  it('100 accounts liking an answer at once give exactly 100 on the answer and its FAQ', async () => {
    const db = t.database.db;
    const { faq, answers } = await buildFaq(db, {
      universityId,
      answers: [{ authorAccountId: authorId, text: 'Yes.' }],
    });
    const path = `/faqs/${faq.id}/answers/${answers[0]!.id}/like`;
    const responses = await Promise.all(tokens.map((token) => at(path, token)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const [answer] = await db.select().from(faqAnswers).where(eq(faqAnswers.id, answers[0]!.id));
    const [stored] = await db.select().from(faqs).where(eq(faqs.id, faq.id));
    const [likes] = await db
      .select({ n: count() })
      .from(faqAnswerLikes)
      .where(eq(faqAnswerLikes.answerId, answers[0]!.id));
    expect([answer!.likeCount, stored!.likeCount, likes!.n]).toEqual([100, 100, 100]);
  });
});
