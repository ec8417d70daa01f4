import { z } from 'zod';
import { ERROR_CODES } from '../errors';
import { DEFAULT_LIST_LIMIT, MAX_SEARCH_TERMS, SEARCH_TERMS_MESSAGE } from '../limits';
import { profileTypeKeySchema } from '../roles';
import { splitSearchTerms, tooManySearchTerms } from '../rules/search-terms';
import { liveEventStatusSchema } from '../rules/status-name';
import {
  CONTENT_TYPES,
  coercedIdSchema,
  contentTypeSchema,
  countrySchema,
  dateTimeSchema,
  hexColorSchema,
  idListSchema,
  idSchema,
  limitSchema,
  mediaUrlSchema,
  offsetSchema,
  personLiteSchema,
  universityRefSchema,
} from './common';
import { prefilterItemsSchema } from './widget-settings';

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
      .array(z.string().max(200))
      // A raw list may repeat terms, so it is bounded more loosely than the terms themselves.
      .refine((items) => items.length <= MAX_SEARCH_TERMS * 5, { ...searchTermsIssue, abort: true })
      .transform((items) => splitSearchTerms(items))
      .refine((terms) => !tooManySearchTerms(terms), searchTermsIssue),
  )
  .describe('Search terms: a comma-separated string or a list, at most 10 distinct');

export const contentListQuerySchema = z
  .object({
    groupId: coercedIdSchema.optional(),
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
    randomSeed: z.string().max(64).optional(),
    contentTypes: z.array(contentTypeSchema).max(CONTENT_TYPES.length).optional(),
    isRandom: z.boolean().optional(),
  })
  .meta({ id: 'ContentListQuery', description: 'Search and filters of every content list' });
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;
export type ContentListQueryInput = z.input<typeof contentListQuerySchema>;

/** A person as shown on a post, an FAQ answer or a chat card, with a link to the profile. */
export const authorSchema = personLiteSchema
  .extend({ color: hexColorSchema, slug: z.string() })
  .meta({ id: 'Author' });
export type Author = z.infer<typeof authorSchema>;

export const ambassadorCardSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    last_name: z.string(),
    avatar: mediaUrlSchema.nullable(),
    color: hexColorSchema,
    profile_type: profileTypeKeySchema,
    subject: z.object({ id: idSchema, name: z.string() }).nullable(),
    country: countrySchema.nullable(),
    university: universityRefSchema,
    description: z.string(),
    year_of_study: z.string().nullable(),
    languages: z.array(z.string()),
    slug: z.string(),
  })
  .meta({ id: 'AmbassadorCard', description: 'An ambassador in lists and on the profile' });
export type AmbassadorCard = z.infer<typeof ambassadorCardSchema>;

export const mediaSchema = z
  .object({
    type: z.enum(['image', 'video']),
    url: mediaUrlSchema,
    width: z.number().int().positive().nullable(),
    height: z.number().int().positive().nullable(),
    alt: z.string(),
  })
  .meta({ id: 'Media' });

const countSchema = z.number().int().min(0);

export const postSchema = z
  .object({
    id: idSchema,
    university_id: idSchema,
    author: authorSchema,
    caption: z.string(),
    media: z.array(mediaSchema),
    like_count: countSchema,
    view_count: countSchema,
    share_count: countSchema,
    isLiked: z.boolean(),
    created_at: dateTimeSchema,
    sharing_at: dateTimeSchema,
    slug: z.string(),
  })
  .meta({ id: 'Post' });
export type Post = z.infer<typeof postSchema>;

export const faqAnswerSchema = z
  .object({
    id: idSchema,
    text: z.string(),
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
    question: z.string(),
    answers: z.array(faqAnswerSchema),
    like_count: countSchema,
    view_count: countSchema,
    created_at: dateTimeSchema,
    slug: z.string(),
  })
  .meta({ id: 'Faq' });
export type Faq = z.infer<typeof faqSchema>;

export const groupChatCardSchema = z
  .object({
    id: idSchema,
    type: z.literal([4, 7]),
    name: z.string(),
    description: z.string().nullable(),
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
    name: z.string(),
    slug: z.string(),
    image: mediaUrlSchema.nullable(),
    image_id: idSchema.nullable(),
    status: liveEventStatusSchema.default('upcoming'),
    statusName: z.string(),
    is_chat_active: z.boolean(),
    // On-demand and completed streams have no stream-active flag (spec §3).
    is_stream_active: z.boolean().optional(),
    is_promote: z.boolean(),
    created_at: dateTimeSchema,
    description: z.string(),
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

export const usersListResponseSchema = z
  .object({ users: z.array(ambassadorCardSchema), total: totalSchema })
  .meta({ id: 'UsersListResponse' });
export const postsListResponseSchema = z
  .object({ posts: z.array(postSchema), total: totalSchema })
  .meta({ id: 'PostsListResponse' });
export const faqsListResponseSchema = z
  .object({ faqs: z.array(faqSchema), total: totalSchema })
  .meta({ id: 'FaqsListResponse' });
export const groupChatsListResponseSchema = z
  .object({ groupChats: z.array(groupChatCardSchema), total: totalSchema })
  .meta({ id: 'GroupChatsListResponse' });
export const liveStreamsListResponseSchema = z
  .object({ liveStreams: z.array(liveStreamCardSchema), total: totalSchema })
  .meta({ id: 'LiveStreamsListResponse' });

export const postResponseSchema = z.object({ post: postSchema }).meta({ id: 'PostResponse' });
export const faqResponseSchema = z.object({ faq: faqSchema }).meta({ id: 'FaqResponse' });
export const userResponseSchema = z
  .object({ user: ambassadorCardSchema, posts: z.array(postSchema), faqs: z.array(faqSchema) })
  .meta({ id: 'UserResponse' });

export const liveStreamJoinResponseSchema = z
  .object({
    liveStream: liveStreamCardSchema,
    isAnsweredUniversityQuestion: z.boolean(),
    hostRoomUrl: z.string().nullable(),
    viewerRoomUrl: z.string().nullable(),
  })
  .meta({ id: 'LiveStreamJoinResponse' });

export const likeResponseSchema = z
  .object({ like_count: countSchema })
  .meta({ id: 'LikeResponse', description: 'The like count after a like or unlike' });
export type LikeResponse = z.infer<typeof likeResponseSchema>;
