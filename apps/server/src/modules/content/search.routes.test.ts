import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { type ContentWorld, withContentWorld } from './content.fixture';
import { tsQueryText } from './search.repository';

let t: TestApp;
let w: ContentWorld;

withContentWorld((app, world) => {
  t = app;
  w = world;
});

type Body = Record<string, unknown>;
const data = async (path: string, body: Body) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/widget${path}`,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const ids = (items: { id: number }[]) => items.map((item) => item.id);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const searchUsers = async (searchItems: string[] | string, extra: Body = {}) =>
  data('/users/getUsers', { groupId: w.group.id, limit: 50, searchItems, ...extra });

describe('tsQueryText', () => {
  it('keeps only words, ANDs the words of a term, ORs the terms and matches prefixes', () => {
    expect(tsQueryText(['comp sci', 'Law'])).toBe('(comp:* & sci:*) | (law:*)');
    expect(tsQueryText(["C++ & (x | !y) ':*"])).toBe('(c:* & x:* & y:*)');
    expect(tsQueryText(['&&', ' '])).toBeNull();
  });
});

describe('search of ambassadors', () => {
  it('finds people by name, subject and home country', async () => {
    expect(ids((await searchUsers('Olivia')).users)).toEqual([w.people.olivia.id]);
    expect(ids((await searchUsers('medicine')).users)).toEqual([w.people.priya.id]);
    expect(sorted(ids((await searchUsers('Ireland')).users))).toEqual(
      sorted([w.people.aoife.id, w.people.niamh.id]),
    );
  });

  it('matches word prefixes, so "comp sci" finds Computer Science students', async () => {
    const { users } = await searchUsers('comp sci');
    expect(sorted(ids(users))).toEqual(
      sorted([w.people.amara.id, w.people.lucas.id, w.people.chloe.id]),
    );
  });

  it('finds what any of several terms matches', async () => {
    const { users, total } = await searchUsers(['Medicine', 'Architecture']);
    expect(sorted(ids(users))).toEqual(sorted([w.people.priya.id, w.people.aoife.id]));
    expect(total).toBe(2);
  });

  it('stems English words: "robot" finds a bio about robots', async () => {
    expect(ids((await searchUsers('robot')).users)).toEqual([w.people.amara.id]);
  });

  it('keeps the prefilter items as a restriction under the search', async () => {
    const prefiltered = await searchUsers([], { prefilterItems: ['Computer Science'] });
    expect(prefiltered.total).toBe(3);
    const both = await searchUsers('Lucas', { prefilterItems: ['Computer Science'] });
    expect(ids(both.users)).toEqual([w.people.lucas.id]);
  });

  it('treats tsquery syntax and LIKE wildcards in a term as plain text', async () => {
    for (const term of ["C++ & (x | !y) ':*", '%', '_', '\\']) {
      const result = await searchUsers(term, { universityIds: [w.uniA.id] });
      expect(result.isRandom, term).toBe(true);
    }
  });
});

describe('search of posts, FAQs, chats and live streams', () => {
  it('stems: "studying" finds "study" and "study" finds "Studying"', async () => {
    const faqs = await data('/faqs/getFaqs', { groupId: w.group.id, searchItems: 'studying' });
    expect(ids(faqs.faqs)).toEqual([w.faqsA[4]!.faq.id]);
    const posts = await data('/posts/getPosts', { groupId: w.group.id, searchItems: 'study' });
    expect(ids(posts.posts)).toContain(w.postsA[4]!.id);
    const plural = await data('/posts/getPosts', { groupId: w.group.id, searchItems: 'libraries' });
    expect(ids(plural.posts)).toEqual([w.postsA[4]!.id]);
  });

  it('matches a word as a prefix too: "study" also finds "Studio" (both start "studi")', async () => {
    const posts = await data('/posts/getPosts', { groupId: w.group.id, searchItems: 'study' });
    expect(sorted(ids(posts.posts))).toEqual(sorted([w.postsA[4]!.id, w.postsB[0]!.id]));
  });

  it('finds FAQs by the words of their answers', async () => {
    const result = await data('/faqs/getFaqs', { groupId: w.group.id, searchItems: 'pool' });
    expect(ids(result.faqs)).toEqual([w.faqsA[2]!.faq.id]);
  });

  it("finds posts by their author's subject", async () => {
    const result = await data('/posts/getPosts', { groupId: w.group.id, searchItems: 'Law' });
    expect(sorted(ids(result.posts))).toEqual(sorted([w.postsA[5]!.id, w.postsB[1]!.id]));
  });

  it('finds group chats and live streams by name or description', async () => {
    const chats = await data('/dialogs/getGroupChats', {
      groupId: w.group.id,
      searchItems: 'laptops',
    });
    expect(ids(chats.groupChats)).toEqual([w.chatsA[0]!.id]);
    const streams = await data('/liveStreams/getLiveStreams', {
      groupId: w.group.id,
      searchItems: 'tour',
    });
    expect(ids(streams.liveStreams)).toEqual([w.events.onDemand.event.id]);
  });

  it('answers getContent with the matches of every section', async () => {
    const result = await data('/getContent', { groupId: w.group.id, searchItems: 'hackathon' });
    expect(result.isRandom).toBe(false);
    expect(ids(result.posts)).toEqual([w.postsA[0]!.id]);
    expect(result.users).toEqual([]);
  });
});

describe('search without results', () => {
  it('falls back to random ambassadors, flagged isRandom', async () => {
    const result = await searchUsers('xylophonist');
    expect(result.isRandom).toBe(true);
    expect(result.total).toBe(9);
    expect(result.users.length).toBe(9);
  });

  it('falls back to random content in getContent, never of another university', async () => {
    const result = await data('/getContent', { groupId: w.group.id, searchItems: 'Outsider' });
    expect(result.isRandom).toBe(true);
    expect(result.users.length).toBeGreaterThan(0);
    expect(result.posts.length).toBeGreaterThan(0);
    // Ids of different tables overlap: compare each list with its own table's outsiders.
    const outside = {
      users: new Set(ids(w.ambassadorsC)),
      posts: new Set(ids(w.postsC)),
      faqs: new Set(w.faqsC.map((f) => f.faq.id)),
    };
    for (const kind of ['users', 'posts', 'faqs'] as const) {
      for (const item of result[kind] as { id: number }[]) {
        expect(outside[kind].has(item.id), `${kind} ${item.id}`).toBe(false);
      }
    }
    const universities = result.users.map((u: { university: { id: number } }) => u.university.id);
    expect(universities).not.toContain(w.uniC.id);
  });

  it('does not fall back when filters alone match nothing', async () => {
    const result = await data('/users/getUsers', { groupId: w.group.id, countryIds: [1] });
    expect(result).toMatchObject({ users: [], total: 0, isRandom: false });
  });
});
