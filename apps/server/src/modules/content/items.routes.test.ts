import { describe, expect, it } from 'vitest';
import { faqAnswerLikes } from '../../core/db/schema';
import type { TestApp } from '../../test/test-app';
import { tokenFor } from '../../test/factories';
import { type ContentWorld, withContentWorld } from './content.fixture';

let t: TestApp;
let w: ContentWorld;

withContentWorld((app, world) => {
  t = app;
  w = world;
});

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/widget${path}`, headers });
const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('GET /widget/users/{id}', () => {
  it('answers an ambassador by slug-and-id with their posts and answered FAQs', async () => {
    const amara = w.people.amara;
    const response = await get(`/users/amara-tester-${amara.id}?groupId=${w.group.id}`);
    expect(response.statusCode).toBe(200);
    const { user, posts, faqs } = response.json().data;
    expect(user).toMatchObject({ id: amara.id, name: 'Amara', interests: ['Rowing'] });
    expect(ids(posts)).toEqual([w.postsA[0]!.id, w.postsA[3]!.id]);
    expect(ids(faqs)).toEqual([w.faqsA[0]!.faq.id]);
  });

  it('answers a bare id too', async () => {
    const response = await get(`/users/${w.people.james.id}?universityId=${w.uniA.id}`);
    expect(response.json().data.user).toMatchObject({
      profile_type: 'staff',
      job_title: 'Admissions officer',
      subject: null,
    });
  });

  it("answers 404 for another university's, a hidden or an unknown ambassador", async () => {
    const cases = [
      `/users/${w.ambassadorsC[0]!.id}?groupId=${w.group.id}`,
      `/users/${w.people.aoife.id}?universityId=${w.uniA.id}`,
      `/users/${w.hiddenAmbassadors[0]!.id}?universityId=${w.uniA.id}`,
      `/users/${w.prospect.id}?universityId=${w.uniA.id}`,
      `/users/999999?universityId=${w.uniA.id}`,
    ];
    for (const path of cases) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('refuses a path without an id and a call without a widget scope', async () => {
    const noId = await get(`/users/no-id-here?universityId=${w.uniA.id}`);
    expect(noId.statusCode).toBe(400);
    expect(noId.json().error.message).toContain('Must be an id or a slug ending in an id');
    const noScope = await get(`/users/${w.people.amara.id}`);
    expect(noScope.statusCode).toBe(400);
    expect(noScope.json().error.message).toContain('Either universityId or groupId is required.');
  });
});

describe('GET /widget/universities/{id}', () => {
  it('answers a university of the group with its newest posts and FAQs', async () => {
    const response = await get(`/universities/${w.uniB.id}?groupId=${w.group.id}`);
    expect(response.statusCode).toBe(200);
    const { university, posts, faqs } = response.json().data;
    expect(university).toMatchObject({
      id: w.uniB.id,
      name: 'Liffey College',
      country: { code: 'IE' },
      ambassadors_count: 3,
    });
    expect(ids(posts)).toEqual(ids(w.postsB));
    expect(ids(faqs)).toEqual(w.faqsB.map((f) => f.faq.id));
  });

  it('answers 404 for a university outside the widget', async () => {
    expect((await get(`/universities/${w.uniC.id}?groupId=${w.group.id}`)).statusCode).toBe(404);
    expect((await get(`/universities/${w.uniB.id}?universityId=${w.uniA.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('GET /widget/posts/{id} and /widget/faqs/{id}', () => {
  it('answers a post by its slug-and-id', async () => {
    const target = w.postsA[2]!;
    const response = await get(`/posts/open-day-is-coming-${target.id}?universityId=${w.uniA.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.post).toMatchObject({ id: target.id, isLiked: false });
  });

  it('answers a FAQ with its answers and the actor’s likes', async () => {
    const { faq, answers } = w.faqsA[0]!;
    await t.database.db
      .insert(faqAnswerLikes)
      .values({ answerId: answers[0]!.id, accountId: w.prospect.id });
    const token = await tokenFor(t.app, w.prospect);
    const response = await get(`/faqs/${faq.id}?groupId=${w.group.id}`, {
      authorization: `Bearer ${token}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.faq).toMatchObject({
      id: faq.id,
      question: 'Do I need to code before starting?',
      answers: [{ id: answers[0]!.id, text: 'No, we start from zero.', isLiked: true }],
    });
  });

  it("answers 404 for another university's, an unpublished or a hidden item", async () => {
    const cases = [
      `/posts/${w.postsC[0]!.id}?groupId=${w.group.id}`,
      `/posts/${w.hiddenPosts[0]!.id}?universityId=${w.uniA.id}`,
      `/posts/${w.hiddenPosts[1]!.id}?universityId=${w.uniA.id}`,
      `/faqs/${w.faqsC[0]!.faq.id}?groupId=${w.group.id}`,
      `/faqs/${w.hiddenFaq.faq.id}?universityId=${w.uniA.id}`,
    ];
    for (const path of cases) expect((await get(path)).statusCode, path).toBe(404);
  });

  it('refuses an expired or forged token on a public item with 401', async () => {
    const response = await get(`/posts/${w.postsA[0]!.id}?universityId=${w.uniA.id}`, {
      authorization: 'Bearer not-a-token',
    });
    expect(response.statusCode).toBe(401);
  });
});
