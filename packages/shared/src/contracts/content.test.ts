import { describe, expect, it } from 'vitest';
import { validationErrorFromIssues } from '../errors';
import { SEARCH_TERMS_MESSAGE } from '../limits';
import {
  FILTER_QUERY_FIELDS,
  contentListQuerySchema,
  slugOrIdParamSchema,
  faqSchema,
  getContentResponseSchema,
  likeResponseSchema,
  liveStreamCardSchema,
  postSchema,
} from './content';

const terms = (count: number) => Array.from({ length: count }, (_, i) => `term ${i}`);

describe('contentListQuerySchema', () => {
  it('defaults to the first 10 items', () => {
    expect(contentListQuerySchema.parse({})).toEqual({ limit: 10, offset: 0 });
  });

  it('splits a search string into distinct terms', () => {
    expect(
      contentListQuerySchema.parse({ searchItems: ' law, Law , medicine ' }).searchItems,
    ).toEqual(['law', 'medicine']);
  });

  it('allows 10 search terms', () => {
    expect(contentListQuerySchema.parse({ searchItems: terms(10) }).searchItems).toHaveLength(10);
    expect(
      contentListQuerySchema.parse({ searchItems: terms(10).join(',') }).searchItems,
    ).toHaveLength(10);
  });

  it('refuses 11 search terms with the exact message and its code', () => {
    for (const searchItems of [terms(11), terms(11).join(','), terms(60)]) {
      const result = contentListQuerySchema.safeParse({ searchItems });
      expect(result.success).toBe(false);
      const issues = result.error?.issues ?? [];
      expect(issues[0]?.message).toBe(SEARCH_TERMS_MESSAGE);
      expect(validationErrorFromIssues(issues)).toMatchObject({
        code: 'TOO_MANY_SEARCH_TERMS',
        message: 'You can use up to 10 search terms at the same time.',
      });
    }
  });

  it('counts repeated terms once', () => {
    const repeated = [...terms(10), ...terms(10)];
    expect(contentListQuerySchema.parse({ searchItems: repeated }).searchItems).toHaveLength(10);
  });

  it('takes every filter of spec §3', () => {
    const query = contentListQuerySchema.parse({
      groupId: '1',
      universityIds: [1, 2],
      prefilterItems: ['law'],
      countryIds: '84,235',
      profileTypeIds: [3],
      subjectIds: [1],
      groupCountryIds: [2],
      limit: 4,
      offset: 8,
      orderBy: 'random',
      excludeIds: [5, 6],
      randomSeed: 'abc123',
    });
    expect(query).toMatchObject({
      groupId: 1,
      countryIds: [84, 235],
      excludeIds: [5, 6],
      limit: 4,
    });
  });

  it('refuses unbounded input', () => {
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1);
    for (const change of [
      { excludeIds: tooMany },
      { limit: 51 },
      { prefilterItems: terms(11) },
      { searchItems: ['x'.repeat(201)] },
      { randomSeed: 'x'.repeat(65) },
      { orderBy: 'likes' },
      { countryIds: ['DROP TABLE'] },
    ]) {
      expect(contentListQuerySchema.safeParse(change).success).toBe(false);
    }
  });
});

const author = {
  id: 2,
  name: 'Maya',
  last_name: 'Patel',
  avatar: null,
  color: '#4f608f',
  slug: 'maya-patel-2',
};
const at = '2025-05-01T10:00:00.000Z';

const post = {
  id: 1,
  university_id: 1,
  author,
  caption: 'Open day!',
  media: [{ type: 'image', url: '/storage/p.jpg', width: 800, height: 600, alt: 'Campus' }],
  like_count: 3,
  view_count: 10,
  share_count: 0,
  isLiked: false,
  created_at: at,
  sharing_at: at,
  slug: 'open-day-1',
};

const faq = {
  id: 1,
  question: 'Is there a gym?',
  answers: [{ id: 9, text: 'Yes', author, like_count: 0, isLiked: false, created_at: at }],
  like_count: 0,
  view_count: 4,
  share_count: 1,
  created_at: at,
  slug: 'is-there-a-gym-1',
};

const liveStream = {
  id: 3,
  university_id: 1,
  name: 'Open day live',
  slug: 'open-day-live-3',
  image: null,
  image_id: null,
  statusName: 'on Demand',
  status: 'onDemand',
  is_chat_active: false,
  is_promote: true,
  created_at: at,
  description: 'Tour',
  from_date: at,
  to_date: at,
  speakers: [author],
  dialogs: [{ id: 8, type: 6, archived: false, closed: false }],
  ambassadors: [],
  live_chat_id: 8,
  liveChat: { id: 8, type: 6, archived: false, closed: false },
  speakersChat: null,
  university: { id: 1, name: 'Demo University' },
  registeredProspectIds: [11],
  video: '/storage/v.mp4',
  video_id: 4,
};

describe('content shapes', () => {
  it('parse a post, an FAQ and an on-demand live stream', () => {
    expect(postSchema.parse(post)).toEqual(post);
    expect(faqSchema.parse(faq)).toEqual(faq);
    expect(liveStreamCardSchema.parse(liveStream)).toEqual(liveStream);
  });

  it('default a live stream status to upcoming', () => {
    const { status: _status, ...withoutStatus } = liveStream;
    expect(liveStreamCardSchema.parse(withoutStatus).status).toBe('upcoming');
  });

  it('never let a like count go below zero', () => {
    expect(likeResponseSchema.parse({ like_count: 0 })).toEqual({ like_count: 0 });
    expect(likeResponseSchema.safeParse({ like_count: -1 }).success).toBe(false);
    expect(postSchema.safeParse({ ...post, like_count: -1 }).success).toBe(false);
  });

  it('parse the getContent answer with every section', () => {
    const answer = {
      liveStreams: [liveStream],
      groupChats: [],
      users: [],
      posts: [post],
      faqs: [faq],
      forum: [],
      isRandom: true,
    };
    expect(getContentResponseSchema.parse(answer).isRandom).toBe(true);
    const { forum: _forum, ...withoutForum } = answer;
    expect(getContentResponseSchema.safeParse(withoutForum).success).toBe(false);
  });
});

describe('slugOrIdParamSchema', () => {
  it('takes a bare id or a slug ending in an id', () => {
    expect(slugOrIdParamSchema.parse({ id: '12' })).toEqual({ id: 12 });
    expect(slugOrIdParamSchema.parse({ id: 'maya-patel-12' })).toEqual({ id: 12 });
  });

  it('refuses a value without an id', () => {
    for (const id of ['maya-patel', '', '0', '-12', '99999999999']) {
      expect(slugOrIdParamSchema.safeParse({ id }).success, id).toBe(false);
    }
  });
});

describe('FILTER_QUERY_FIELDS', () => {
  it('maps every fixed filter to a list query field the schema accepts', () => {
    for (const field of Object.values(FILTER_QUERY_FIELDS)) {
      const query = contentListQuerySchema.parse({ [field]: [3] });
      expect(query[field]).toEqual([3]);
    }
  });
});
