import { z } from 'zod';
import { detailCode } from '../errors';
import { ERROR_CODES } from '../errors';
import { DEFAULT_LIST_LIMIT, MAX_SEARCH_TERMS, SEARCH_TERMS_MESSAGE } from '../limits';
import { idFromSlugAndId } from '../rules/slug';
import { splitSearchTerms, tooManySearchTerms } from '../rules/search-terms';
import { liveEventStatusSchema } from '../rules/status-name';
import {
  coercedIdSchema,
  CONTENT_TYPES,
  contentTypeSchema,
  countrySchema,
  dateTimeSchema,
  hasScope,
  hexColorSchema,
  idListSchema,
  idSchema,
  limitSchema,
  mediaUrlSchema,
  offsetSchema,
  personLiteSchema,
  SCOPE_MESSAGE,
  scopeShape,
  text,
  universityRefSchema,
  profileTypeKeySchema,
} from './common';
import { filterOptionSchema, prefilterItemsSchema } from './widget-settings';

export { FILTER_QUERY_FIELDS, SEARCH_PARAM } from './constants';

export const CONTENT_ORDERS = ['random', 'newest', 'oldest', 'popular', 'name'] as const;

const searchTermsIssue = {
  error: SEARCH_TERMS_MESSAGE,
  params: { code: ERROR_CODES.TOO_MANY_SEARCH_TERMS },
};

/** Search terms as a comma-separated string or a list of chips, split and capped at 10 (spec §5). */
export const searchItemsSchema = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.split(',') : value),
    z
      .array(text().max(200))
      // A raw list may repeat terms, so it is bounded more loosely than the terms themselves.
      .refine((items) => items.length <= MAX_SEARCH_TERMS * 5, { ...searchTermsIssue, abort: true })
      .transform((items) => splitSearchTerms(items))
      .refine((terms) => !tooManySearchTerms(terms), searchTermsIssue),
  )
  .describe('Search terms: a comma-separated string or a list, at most 10 distinct');

/**
 * Search and filters of every list. The widget's scope is `groupId` or `universityId`
 * (or, without either, `universityIds` alone); `universityIds` then narrows the scope and ids
 * outside it are ignored, so nothing of another university can be asked for.
 */
export const contentListQuerySchema = z
  .object({
    groupId: coercedIdSchema.optional(),
    universityId: coercedIdSchema.optional(),
    universityIds: idListSchema.optional(),
    searchItems: searchItemsSchema.optional(),
    prefilterItems: prefilterItemsSchema.optional(),
    countryIds: idListSchema.optional(),
    profileTypeIds: idListSchema.optional(),
    subjectIds: idListSchema.optional(),
    groupCountryIds: idListSchema.optional(),
    limit: limitSchema.default(DEFAULT_LIST_LIMIT),
    offset: offsetSchema.default(0),
    orderBy: z.enum(CONTENT_ORDERS).optional(),
    excludeIds: idListSchema.optional(),
    /** Keeps a random order stable while a visitor pages; the `x-visitor-id` header is the fallback. */
    randomSeed: text().max(64).optional(),
    contentTypes: z.array(contentTypeSchema).max(CONTENT_TYPES.length).optional(),
    /** Asks for the random order (the "randomised variants" of spec §2). */
    isRandom: z.boolean().optional(),
  })
  .meta({ id: 'ContentListQuery', description: 'Search and filters of every content list' });
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;
export type ContentListQueryInput = z.input<typeof contentListQuerySchema>;

/** A person as shown on a post, an FAQ answer or a chat card, with a link to the profile. */
export const authorSchema = personLiteSchema
  .extend({ color: hexColorSchema, slug: text() })
  .meta({ id: 'Author' });
export type Author = z.infer<typeof authorSchema>;

export const ambassadorCardSchema = z
  .object({
    id: idSchema,
    name: text(),
    last_name: text(),
    avatar: mediaUrlSchema.nullable(),
    color: hexColorSchema,
    profile_type: profileTypeKeySchema,
    subject: z.object({ id: idSchema, name: text() }).nullable(),
    country: countrySchema.nullable(),
    university: universityRefSchema,
    description: text(),
    year_of_study: text().nullable(),
    graduation_year: z.number().int().nullable(),
    /** Staff profiles: what they do at the university. */
    job_title: text().nullable(),
    languages: z.array(text()),
    interests: z.array(text()),
    slug: text(),
    reply_time_seconds: z
      .number()
      .int()
      .min(0)
      .nullable()
      .optional()
      .describe(
        "Typically replies within: the median seconds, over the last 30 days, from a prospect's first message in a one-to-one chat to this ambassador's first reply; null below 5 replies",
      ),
  })
  .meta({ id: 'AmbassadorCard', description: 'An ambassador in lists and on the profile' });
export type AmbassadorCard = z.infer<typeof ambassadorCardSchema>;

export const mediaSchema = z
  .object({
    type: z.enum(['image', 'video']),
    url: mediaUrlSchema,
    width: z.number().int().positive().nullable(),
    height: z.number().int().positive().nullable(),
    alt: text(),
    /** Videos: the poster frame shown before playing. */
    poster: mediaUrlSchema.nullable().optional(),
  })
  .meta({ id: 'Media' });

const countSchema = z.number().int().min(0);

export const postSchema = z
  .object({
    id: idSchema,
    university_id: idSchema,
    author: authorSchema,
    caption: text(),
    media: z.array(mediaSchema),
    like_count: countSchema,
    view_count: countSchema,
    share_count: countSchema,
    isLiked: z.boolean(),
    created_at: dateTimeSchema,
    sharing_at: dateTimeSchema,
    slug: text(),
  })
  .meta({ id: 'Post' });
export type Post = z.infer<typeof postSchema>;

export const faqAnswerSchema = z
  .object({
    id: idSchema,
    text: text(),
    author: authorSchema,
    like_count: countSchema,
    isLiked: z.boolean(),
    created_at: dateTimeSchema,
  })
  .meta({ id: 'FaqAnswer' });
export type FaqAnswer = z.infer<typeof faqAnswerSchema>;

export const faqSchema = z
  .object({
    id: idSchema,
    question: text(),
    answers: z.array(faqAnswerSchema),
    /** The sum of its answers' likes (likes are given to answers). */
    like_count: countSchema,
    view_count: countSchema,
    share_count: countSchema,
    created_at: dateTimeSchema,
    slug: text(),
  })
  .meta({ id: 'Faq' });
export type Faq = z.infer<typeof faqSchema>;

export const groupChatCardSchema = z
  .object({
    id: idSchema,
    type: z.literal([4, 7]),
    name: text(),
    description: text().nullable(),
    avatar: mediaUrlSchema.nullable(),
    color: hexColorSchema,
    university_id: idSchema,
    members_count: countSchema,
    ambassadors: z.array(authorSchema),
    last_activity: dateTimeSchema.nullable(),
    created_at: dateTimeSchema,
    isJoined: z.boolean(),
  })
  .meta({ id: 'GroupChatCard', description: 'A group chat (type 4) or forum (type 7) in lists' });
export type GroupChatCard = z.infer<typeof groupChatCardSchema>;

const chatRefSchema = z.object({
  id: idSchema,
  type: z.number().int(),
  archived: z.boolean(),
  closed: z.boolean(),
});

export const liveStreamCardSchema = z
  .object({
    id: idSchema,
    university_id: idSchema,
    name: text(),
    slug: text(),
    image: mediaUrlSchema.nullable(),
    image_id: idSchema.nullable(),
    status: liveEventStatusSchema.default('upcoming'),
    statusName: text(),
    is_chat_active: z.boolean(),
    // On-demand and completed streams have no stream-active flag (spec §3).
    is_stream_active: z.boolean().optional(),
    is_promote: z.boolean(),
    created_at: dateTimeSchema,
    description: text(),
    from_date: dateTimeSchema,
    to_date: dateTimeSchema,
    speakers: z.array(authorSchema),
    dialogs: z.array(chatRefSchema),
    ambassadors: z.array(authorSchema),
    live_chat_id: idSchema.nullable(),
    liveChat: chatRefSchema.nullable(),
    speakersChat: chatRefSchema.nullable(),
    university: universityRefSchema,
    registeredProspectIds: z.array(idSchema),
    video: mediaUrlSchema.nullable().optional(),
    video_id: idSchema.nullable().optional(),
  })
  .meta({ id: 'LiveStream', description: 'A live event, upcoming, live or on demand' });
export type LiveStreamCard = z.infer<typeof liveStreamCardSchema>;

export const getContentResponseSchema = z
  .object({
    liveStreams: z.array(liveStreamCardSchema),
    groupChats: z.array(groupChatCardSchema),
    users: z.array(ambassadorCardSchema),
    posts: z.array(postSchema),
    faqs: z.array(faqSchema),
    forum: z.array(groupChatCardSchema),
    isRandom: z.boolean(),
  })
  .meta({ id: 'GetContentResponse', description: 'Home sections; isRandom when search fell back' });
export type GetContentResponse = z.infer<typeof getContentResponseSchema>;

const totalSchema = countSchema;
/** True when a search found nothing and the list holds random content instead (spec §4); the
 * widget lists always send it. */
const isRandomSchema = z.boolean().optional();

export const usersListResponseSchema = z
  .object({ users: z.array(ambassadorCardSchema), total: totalSchema, isRandom: isRandomSchema })
  .meta({ id: 'UsersListResponse' });
export const postsListResponseSchema = z
  .object({ posts: z.array(postSchema), total: totalSchema, isRandom: isRandomSchema })
  .meta({ id: 'PostsListResponse' });
export const faqsListResponseSchema = z
  .object({ faqs: z.array(faqSchema), total: totalSchema, isRandom: isRandomSchema })
  .meta({ id: 'FaqsListResponse' });
export const groupChatsListResponseSchema = z
  .object({
    groupChats: z.array(groupChatCardSchema),
    total: totalSchema,
    isRandom: isRandomSchema,
  })
  .meta({ id: 'GroupChatsListResponse' });
export const liveStreamsListResponseSchema = z
  .object({
    liveStreams: z.array(liveStreamCardSchema),
    total: totalSchema,
    isRandom: isRandomSchema,
  })
  .meta({ id: 'LiveStreamsListResponse' });

/** A `{slug}-{id}` or a bare id in a path (`/users/maya-patel-12` or `/users/12`). */
export const slugOrIdSchema = text()
  .trim()
  .max(300)
  .transform((value, context) => {
    const id = idFromSlugAndId(value);
    if (id === null) {
      context.addIssue({
        code: 'custom',
        message: 'Must be an id or a slug ending in an id',
        params: { code: 'invalid_id_or_slug' },
      });
      return z.NEVER;
    }
    return id;
  })
  .describe('An id, or a slug ending in -{id}');

export const slugOrIdParamSchema = z
  .object({ id: slugOrIdSchema })
  .meta({ id: 'SlugOrIdParam', description: 'An item by `{slug}-{id}` or id' });

export const answerParamSchema = z
  .object({ faqId: coercedIdSchema, answerId: coercedIdSchema })
  .meta({ id: 'FaqAnswerParam' });

/** A university as its profile page shows it (spec §2 university-data). */
export const universityProfileSchema = z
  .object({
    id: idSchema,
    name: text(),
    slug: text(),
    description: text(),
    logo: mediaUrlSchema.nullable(),
    cover: mediaUrlSchema.nullable(),
    city: text().nullable(),
    country: countrySchema.nullable(),
    website: text().nullable(),
    ambassadors_count: countSchema,
  })
  .meta({ id: 'UniversityProfile' });
export type UniversityProfile = z.infer<typeof universityProfileSchema>;

export const postResponseSchema = z.object({ post: postSchema }).meta({ id: 'PostResponse' });
export const faqResponseSchema = z.object({ faq: faqSchema }).meta({ id: 'FaqResponse' });
export const userResponseSchema = z
  .object({ user: ambassadorCardSchema, posts: z.array(postSchema), faqs: z.array(faqSchema) })
  .meta({ id: 'UserResponse', description: 'An ambassador with their posts and answered FAQs' });
export const universityResponseSchema = z
  .object({
    university: universityProfileSchema,
    posts: z.array(postSchema),
    faqs: z.array(faqSchema),
  })
  .meta({ id: 'UniversityResponse', description: 'A university with its newest posts and FAQs' });

/** Items on a profile page (`GET /users/{id}`, `/universities/{id}`): newest first. */
export const PROFILE_ITEMS_LIMIT = 10;

export const viewCountResponseSchema = z
  .object({ view_count: countSchema })
  .meta({ id: 'ViewCountResponse', description: 'The view count after a watch' });
export const shareCountResponseSchema = z
  .object({ share_count: countSchema })
  .meta({ id: 'ShareCountResponse', description: 'The share count after a share' });

/** Most items one `postWatched` / `faqWatched` call may mark (one list page). */
export const MAX_WATCHED_IDS = 50;

export const watchedBodySchema = z
  .object({ ids: z.array(idSchema).min(1).max(MAX_WATCHED_IDS) })
  .meta({
    id: 'WatchedBody',
    description: 'Items a visitor saw in a list (postWatched, faqWatched)',
  });
export const watchedResponseSchema = z
  .object({ counted: countSchema })
  .meta({ id: 'WatchedResponse', description: 'How many of the items counted a new view' });

export const groupChatWatchResponseSchema = z
  .object({ watched: z.boolean(), new_messages: countSchema })
  .meta({
    id: 'GroupChatWatchResponse',
    description: 'watched: the mark was stored (members only); new_messages left unread',
  });

export const liveStreamJoinResponseSchema = z
  .object({
    liveStream: liveStreamCardSchema,
    isAnsweredUniversityQuestion: z.boolean(),
    hostRoomUrl: text().nullable(),
    viewerRoomUrl: text().nullable(),
  })
  .meta({ id: 'LiveStreamJoinResponse' });

export const likeResponseSchema = z
  .object({ like_count: countSchema })
  .meta({ id: 'LikeResponse', description: 'The like count after a like or unlike' });
export type LikeResponse = z.infer<typeof likeResponseSchema>;

// Filters (prefix /common, spec §7 Common).

export const subtagsParamSchema = z
  .object({ type: text().trim().min(1).max(64) })
  .meta({ id: 'SubtagsParam', description: 'A filter key: fixed (spec §3) or custom' });

export const subtagsQuerySchema = z
  .object({ ...scopeShape, prefilterItems: prefilterItemsSchema.optional() })
  .refine(hasScope, {
    error: SCOPE_MESSAGE,
    path: ['universityId'],
    params: detailCode('scope_required'),
  })
  .meta({ id: 'SubtagsQuery', description: 'The widget, and its prefilter items' });

export const subtagsResponseSchema = z
  .object({ subtags: z.array(filterOptionSchema) })
  .meta({ id: 'SubtagsResponse', description: 'The options of one filter for a widget' });

export const groupCountriesQuerySchema = z
  .object({ groupId: coercedIdSchema })
  .meta({ id: 'GroupCountriesQuery' });

export const groupCountriesResponseSchema = z
  .object({ countries: z.array(filterOptionSchema) })
  .meta({
    id: 'GroupCountriesResponse',
    description: 'Countries of a group’s universities; partnerUniIds are the universities there',
  });

export const filterByGroupQuerySchema = z
  .object({ groupCountryIds: idListSchema.optional() })
  .meta({ id: 'FilterByGroupQuery' });

export const universitiesFilterResponseSchema = z
  .object({ universities: z.array(filterOptionSchema) })
  .meta({ id: 'UniversitiesFilterResponse', description: 'Universities as filter options' });

export const universityGroupsResponseSchema = z
  .object({
    groups: z.array(
      z.object({ id: idSchema, name: text(), universities: z.array(filterOptionSchema) }),
    ),
  })
  .meta({
    id: 'UniversityGroupsResponse',
    description: 'The groups a university belongs to, each with its member universities',
  });
