import { describe, expect, it } from 'vitest';
import { HOME_LIMITS } from '@quad/shared/limits';
import type { TestApp } from '../../test/test-app';
import { buildAdmin, tokenFor } from '../../test/factories';
import { postLikes } from '../../core/db/schema';
import { countryId, subjectId, type ContentWorld, withContentWorld } from './content.fixture';

let t: TestApp;
let w: ContentWorld;

withContentWorld((app, world) => {
  t = app;
  w = world;
});

type Body = Record<string, unknown>;
const post = (path: string, body: Body, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/widget${path}`, payload: body, headers });
const data = async (path: string, body: Body, headers: Record<string, string> = {}) => {
  const response = await post(path, body, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const ids = (items: { id: number }[]) => items.map((item) => item.id);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('POST /widget/users/getUsers', () => {
  it("answers a page of one university's ambassadors and the total", async () => {
    const result = await data('/users/getUsers', { universityIds: [w.uniA.id], limit: 4 });
    expect(result.users).toHaveLength(4);
    expect(result.total).toBe(6);
    expect(result.isRandom).toBe(false);
    for (const user of result.users) expect(user.university.id).toBe(w.uniA.id);
  });

  it('pages through a stable random order without repeating anyone', async () => {
    const body = { groupId: w.group.id, limit: 4, randomSeed: 'visitor-one' };
    const page1 = await data('/users/getUsers', { ...body, offset: 0 });
    const page2 = await data('/users/getUsers', { ...body, offset: 4 });
    const page3 = await data('/users/getUsers', { ...body, offset: 8 });
    const all = [...ids(page1.users), ...ids(page2.users), ...ids(page3.users)];
    expect(new Set(all).size).toBe(all.length);
    expect(sorted(all)).toEqual(sorted(ids([...w.ambassadorsA, ...w.ambassadorsB])));
    expect(ids((await data('/users/getUsers', { ...body, offset: 0 })).users)).toEqual(
      ids(page1.users),
    );
  });

  it('orders another visitor differently, and takes the seed from x-visitor-id', async () => {
    const body = { groupId: w.group.id, limit: 9 };
    const one = await data('/users/getUsers', body, { 'x-visitor-id': 'visitor-aaaaaaaa' });
    const again = await data('/users/getUsers', body, { 'x-visitor-id': 'visitor-aaaaaaaa' });
    const other = await data('/users/getUsers', body, { 'x-visitor-id': 'visitor-bbbbbbbb' });
    expect(ids(again.users)).toEqual(ids(one.users));
    expect(ids(other.users)).not.toEqual(ids(one.users));
    expect(sorted(ids(other.users))).toEqual(sorted(ids(one.users)));
  });

  it('leaves out the ids already shown', async () => {
    const excluded = [w.people.amara.id, w.people.priya.id];
    const result = await data('/users/getUsers', {
      universityIds: [w.uniA.id],
      excludeIds: excluded,
    });
    expect(result.total).toBe(4);
    expect(ids(result.users)).not.toContain(w.people.amara.id);
    expect(ids(result.users)).not.toContain(w.people.priya.id);
  });

  it('never shows disabled, deleted or unpublished ambassadors, nor those of another university', async () => {
    const result = await data('/users/getUsers', { groupId: w.group.id, limit: 50 });
    const shown = ids(result.users);
    expect(sorted(shown)).toEqual(sorted(ids([...w.ambassadorsA, ...w.ambassadorsB])));
    for (const hidden of [...w.hiddenAmbassadors, ...w.ambassadorsC]) {
      expect(shown).not.toContain(hidden.id);
    }
  });

  it('ignores universityIds outside the widget instead of showing their ambassadors', async () => {
    const mixed = await data('/users/getUsers', {
      groupId: w.group.id,
      universityIds: [w.uniB.id, w.uniC.id],
      limit: 50,
    });
    expect(sorted(ids(mixed.users))).toEqual(sorted(ids(w.ambassadorsB)));
    const outside = await data('/users/getUsers', {
      universityId: w.uniA.id,
      universityIds: [w.uniC.id],
    });
    expect(outside).toMatchObject({ users: [], total: 0 });
  });

  it('narrows by home country, subject, profile type, university country and university', async () => {
    const cases: [Body, number[]][] = [
      [{ countryIds: [countryId('NG')] }, [w.people.amara.id]],
      [
        { subjectIds: [subjectId('Computer Science')] },
        [w.people.amara.id, w.people.lucas.id, w.people.chloe.id],
      ],
      [{ profileTypeIds: [1] }, [w.people.james.id]],
      [{ profileTypeIds: [2, 4] }, [w.people.olivia.id, w.people.niamh.id]],
      [{ groupCountryIds: [countryId('IE')] }, ids(w.ambassadorsB)],
      [{ universityIds: [w.uniB.id], subjectIds: [subjectId('Law')] }, [w.people.rafael.id]],
      [{ countryIds: [countryId('GB')], subjectIds: [subjectId('Law')] }, [w.people.olivia.id]],
    ];
    for (const [filters, expected] of cases) {
      const result = await data('/users/getUsers', { groupId: w.group.id, limit: 50, ...filters });
      expect(sorted(ids(result.users)), JSON.stringify(filters)).toEqual(sorted(expected));
      expect(result.total).toBe(expected.length);
    }
  });

  it('presents a card with slug, flag country, subject, university and avatar URL', async () => {
    const result = await data('/users/getUsers', {
      universityIds: [w.uniA.id],
      countryIds: [countryId('NG')],
    });
    expect(result.users[0]).toMatchObject({
      id: w.people.amara.id,
      name: 'Amara',
      last_name: 'Tester',
      slug: `amara-tester-${w.people.amara.id}`,
      country: { id: countryId('NG'), name: 'Nigeria', code: 'NG' },
      subject: { id: subjectId('Computer Science'), name: 'Computer Science' },
      university: { id: w.uniA.id, name: 'Northbridge University' },
      profile_type: 'student',
      year_of_study: '2',
      avatar: '/files/avatars/amara.webp',
    });
  });

  it('orders by name when asked', async () => {
    const result = await data('/users/getUsers', { universityIds: [w.uniA.id], orderBy: 'name' });
    const names = result.users.map((user: { name: string }) => user.name);
    expect(names).toEqual([...names].sort());
  });
});

describe('POST /widget/posts/getPosts', () => {
  it('answers posts newest shared first, paging without repeats', async () => {
    const page1 = await data('/posts/getPosts', { universityIds: [w.uniA.id], limit: 4 });
    const page2 = await data('/posts/getPosts', {
      universityIds: [w.uniA.id],
      limit: 4,
      offset: 4,
    });
    expect(page1.total).toBe(6);
    expect([...ids(page1.posts), ...ids(page2.posts)]).toEqual(ids(w.postsA));
    const times = page1.posts.map((p: { sharing_at: string }) => Date.parse(p.sharing_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows only published posts of active authors of the widget', async () => {
    const result = await data('/posts/getPosts', { groupId: w.group.id, limit: 50 });
    expect(sorted(ids(result.posts))).toEqual(sorted(ids([...w.postsA, ...w.postsB])));
  });

  it("narrows posts by their author's profile", async () => {
    const result = await data('/posts/getPosts', {
      groupId: w.group.id,
      subjectIds: [subjectId('Computer Science')],
    });
    expect(sorted(ids(result.posts))).toEqual(
      sorted([w.postsA[0]!.id, w.postsA[3]!.id, w.postsA[4]!.id]),
    );
  });

  it('marks the posts the signed-in actor liked', async () => {
    await t.database.db
      .insert(postLikes)
      .values({ postId: w.postsA[1]!.id, accountId: w.prospect.id });
    const token = await tokenFor(t.app, w.prospect);
    const result = await data(
      '/posts/getPosts',
      { universityIds: [w.uniA.id] },
      { authorization: `Bearer ${token}` },
    );
    const liked = result.posts.filter((p: { isLiked: boolean }) => p.isLiked);
    expect(ids(liked)).toEqual([w.postsA[1]!.id]);
    const anonymous = await data('/posts/getPosts', { universityIds: [w.uniA.id] });
    expect(anonymous.posts.some((p: { isLiked: boolean }) => p.isLiked)).toBe(false);
  });

  it('presents a post with its author, media URLs and slug', async () => {
    const result = await data('/posts/getPosts', { universityIds: [w.uniA.id], limit: 1 });
    expect(result.posts[0]).toMatchObject({
      id: w.postsA[0]!.id,
      caption: 'My first hackathon was amazing',
      slug: `my-first-hackathon-was-amazing-${w.postsA[0]!.id}`,
      author: { id: w.people.amara.id, slug: `amara-tester-${w.people.amara.id}` },
      media: [expect.objectContaining({ type: 'image', url: expect.stringMatching(/^\/files\//) })],
    });
  });
});

describe('POST /widget/faqs/getFaqs', () => {
  it('answers FAQs with their visible answers only', async () => {
    const result = await data('/faqs/getFaqs', { universityIds: [w.uniA.id], limit: 50 });
    expect(result.total).toBe(6);
    const medicine = result.faqs.find((f: { id: number }) => f.id === w.faqsA[1]!.faq.id);
    expect(medicine.answers.map((a: { text: string }) => a.text)).toEqual(['Busy but doable.']);
    expect(ids(result.faqs)).not.toContain(w.hiddenFaq.faq.id);
  });

  it('pages in a random order without repeats', async () => {
    const body = { universityIds: [w.uniA.id], limit: 3, randomSeed: 'faq-seed' };
    const page1 = await data('/faqs/getFaqs', body);
    const page2 = await data('/faqs/getFaqs', { ...body, offset: 3 });
    const all = [...ids(page1.faqs), ...ids(page2.faqs)];
    expect(sorted(all)).toEqual(sorted(w.faqsA.map((f) => f.faq.id)));
  });

  it('narrows FAQs to those answered by ambassadors matching the filters', async () => {
    const result = await data('/faqs/getFaqs', {
      groupId: w.group.id,
      subjectIds: [subjectId('Computer Science')],
      limit: 50,
    });
    expect(sorted(ids(result.faqs))).toEqual(
      sorted([w.faqsA[0]!.faq.id, w.faqsA[3]!.faq.id, w.faqsA[4]!.faq.id]),
    );
  });
});

describe('POST /widget/dialogs/getGroupChats', () => {
  it('lists the public group chats of the widget with members and ambassadors', async () => {
    const result = await data('/dialogs/getGroupChats', { groupId: w.group.id, limit: 50 });
    expect(sorted(ids(result.groupChats))).toEqual(sorted(ids([...w.chatsA, w.chatB])));
    const cs = result.groupChats.find((c: { id: number }) => c.id === w.chatsA[0]!.id);
    expect(cs).toMatchObject({ type: 4, members_count: 3, isJoined: false });
    expect(ids(cs.ambassadors)).toEqual([w.people.amara.id, w.people.lucas.id]);
  });

  it('marks the chats the signed-in actor joined', async () => {
    const token = await tokenFor(t.app, w.prospect);
    const result = await data(
      '/dialogs/getGroupChats',
      { universityIds: [w.uniA.id] },
      { authorization: `Bearer ${token}` },
    );
    const joined = result.groupChats.filter((c: { isJoined: boolean }) => c.isJoined);
    expect(ids(joined)).toEqual([w.chatsA[0]!.id]);
  });
});

describe('POST /widget/liveStreams/getLiveStreams', () => {
  it('lists live now, then upcoming soonest first, then on demand; never cancelled ones', async () => {
    const result = await data('/liveStreams/getLiveStreams', { groupId: w.group.id });
    const { live, upcomingSoon, upcomingLater, onDemand } = w.events;
    expect(ids(result.liveStreams)).toEqual([
      live.event.id,
      upcomingSoon.event.id,
      upcomingLater.event.id,
      onDemand.event.id,
    ]);
    expect(result.total).toBe(4);
  });

  it('gives on-demand events the video shape and keeps the speakers chat from visitors', async () => {
    const result = await data('/liveStreams/getLiveStreams', { universityIds: [w.uniA.id] });
    const byId = new Map(result.liveStreams.map((s: { id: number }) => [s.id, s]));
    const recorded = byId.get(w.events.onDemand.event.id) as Record<string, unknown>;
    expect(recorded).toMatchObject({ statusName: 'on Demand', video: '/files/videos/tour.mp4' });
    expect(recorded).not.toHaveProperty('is_stream_active');
    const live = byId.get(w.events.live.event.id) as Record<string, unknown>;
    expect(live).toMatchObject({ statusName: 'in Progress', is_stream_active: true });
    const later = byId.get(w.events.upcomingLater.event.id) as Record<string, unknown>;
    expect(later).toMatchObject({ speakersChat: null, registeredProspectIds: [] });
    expect(later.liveChat).toMatchObject({ id: w.events.upcomingLater.liveChat.id, type: 6 });
  });

  it('shows a speaker the back-room chat and a prospect only their own registration', async () => {
    const speakerToken = await tokenFor(t.app, w.speaker);
    const asSpeaker = await data(
      '/liveStreams/getLiveStreams',
      { universityIds: [w.uniA.id] },
      { authorization: `Bearer ${speakerToken}` },
    );
    const later = (s: { id: number }) => s.id === w.events.upcomingLater.event.id;
    expect(asSpeaker.liveStreams.find(later).speakersChat).toMatchObject({ type: 5 });
    const prospectToken = await tokenFor(t.app, w.prospect);
    const asProspect = await data(
      '/liveStreams/getLiveStreams',
      { universityIds: [w.uniA.id] },
      { authorization: `Bearer ${prospectToken}` },
    );
    expect(asProspect.liveStreams.find(later).registeredProspectIds).toEqual([w.prospect.id]);
  });

  it("shows the university's admins the back-room chat, as the event page does, and no one else's", async () => {
    const later = (s: { id: number }) => s.id === w.events.upcomingLater.event.id;
    const own = await buildAdmin(t.database.db, w.uniA.id);
    const asAdmin = await data(
      '/liveStreams/getLiveStreams',
      { universityIds: [w.uniA.id] },
      { authorization: `Bearer ${await tokenFor(t.app, own)}` },
    );
    expect(asAdmin.liveStreams.find(later).speakersChat).toMatchObject({ type: 5 });
    const other = await buildAdmin(t.database.db, w.uniB.id);
    const asOther = await data(
      '/liveStreams/getLiveStreams',
      { universityIds: [w.uniA.id] },
      { authorization: `Bearer ${await tokenFor(t.app, other)}` },
    );
    expect(asOther.liveStreams.find(later).speakersChat).toBeNull();
  });
});

describe('POST /widget/getContent', () => {
  it('answers every home section within the home limits of spec §9', async () => {
    const result = await data('/getContent', { groupId: w.group.id });
    expect(result.users).toHaveLength(HOME_LIMITS.users);
    expect(result.posts).toHaveLength(HOME_LIMITS.posts);
    expect(result.faqs).toHaveLength(HOME_LIMITS.faqs);
    expect(result.liveStreams).toHaveLength(HOME_LIMITS.liveStreams);
    expect(result.groupChats).toHaveLength(HOME_LIMITS.groupChats);
    expect(ids(result.forum)).toEqual([w.forum.id]);
    expect(result.forum[0].type).toBe(7);
    expect(result.isRandom).toBe(false);
    expect(ids(result.posts)).toEqual(
      ids([w.postsA[0]!, w.postsB[0]!, w.postsA[1]!, w.postsB[1]!]),
    );
  });

  it('answers only the content types asked for', async () => {
    const result = await data('/getContent', {
      universityIds: [w.uniA.id],
      contentTypes: ['posts', 'faqs'],
    });
    expect(result.posts.length).toBeGreaterThan(0);
    expect(result.faqs.length).toBeGreaterThan(0);
    expect(result).toMatchObject({ users: [], groupChats: [], liveStreams: [], forum: [] });
  });

  it('never answers content of a university outside the widget', async () => {
    const result = await data('/getContent', { universityId: w.uniB.id });
    const universityIds = [
      ...result.users.map((u: { university: { id: number } }) => u.university.id),
      ...result.posts.map((p: { university_id: number }) => p.university_id),
      ...result.groupChats.map((c: { university_id: number }) => c.university_id),
      ...result.liveStreams.map((s: { university_id: number }) => s.university_id),
    ];
    expect(new Set(universityIds)).toEqual(new Set([w.uniB.id]));
    expect(ids(result.faqs)).toEqual(w.faqsB.map((f) => f.faq.id));
  });
});

describe('content list input', () => {
  it('refuses a call without a widget scope, with a clear message', async () => {
    const response = await post('/users/getUsers', { limit: 4 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Either groupId, universityId or universityIds is required.',
    );
  });

  it('refuses more than 10 search terms with the exact message of spec §5', async () => {
    const searchItems = Array.from({ length: 11 }, (_, i) => `term${i}`);
    for (const path of ['/getContent', '/users/getUsers', '/posts/getPosts']) {
      const response = await post(path, { groupId: w.group.id, searchItems });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'TOO_MANY_SEARCH_TERMS',
        message: 'You can use up to 10 search terms at the same time.',
      });
    }
  });

  it('refuses bad filters and limits with a 400 that names the field', async () => {
    for (const body of [
      { groupId: w.group.id, limit: 0 },
      { groupId: w.group.id, limit: 51 },
      { groupId: w.group.id, countryIds: ['DROP TABLE'] },
      { groupId: w.group.id, orderBy: 'likes' },
      { groupId: 'abc' },
    ]) {
      const response = await post('/faqs/getFaqs', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('answers 404 for an unknown group or university', async () => {
    expect((await post('/getContent', { groupId: 999_999 })).statusCode).toBe(404);
    expect((await post('/users/getUsers', { universityIds: [999_999] })).statusCode).toBe(404);
  });
});
