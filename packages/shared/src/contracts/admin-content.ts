import { z } from 'zod';
import { dateTimeSchema, idSchema, text } from './common';

/** The longest post caption the console takes. */
export const MAX_POST_CAPTION = 2000;
export const ADMIN_POSTS_PAGE_SIZE = 20;

export const POST_STATES = ['all', 'draft', 'published'] as const;

/** A post as the console lists it. */
export const adminPostSchema = z
  .object({
    id: idSchema,
    caption: text(),
    is_published: z.boolean(),
    author: z.object({ id: idSchema, name: text() }).nullable(),
    media_count: z.number().int().min(0),
    like_count: z.number().int().min(0),
    view_count: z.number().int().min(0),
    created_at: dateTimeSchema,
    updated_at: dateTimeSchema,
  })
  .meta({ id: 'AdminPost' });
export type AdminPost = z.infer<typeof adminPostSchema>;

export const adminPostListQuerySchema = z
  .object({
    search: text().trim().max(100).optional(),
    state: z.enum(POST_STATES).default('all'),
    sort: z.enum(['newest', 'oldest', 'popular']).default('newest'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(ADMIN_POSTS_PAGE_SIZE),
  })
  .meta({ id: 'AdminPostListQuery' });
export type AdminPostListQuery = z.infer<typeof adminPostListQuerySchema>;

export const adminPostListResponseSchema = z
  .object({ posts: z.array(adminPostSchema), total: z.number().int().min(0) })
  .meta({ id: 'AdminPostList' });
export type AdminPostList = z.infer<typeof adminPostListResponseSchema>;

/** Create or edit a text post: published at once, or kept as a draft. */
export const adminPostChangeSchema = z
  .object({
    caption: text()
      .trim()
      .min(1, 'Write the post.')
      .max(MAX_POST_CAPTION, `Keep the post under ${MAX_POST_CAPTION} characters.`),
    is_published: z.boolean(),
    /** An ambassador or admin of the university; left out, the admin writes it. */
    author_id: idSchema.optional(),
  })
  .meta({ id: 'AdminPostChange' });
export type AdminPostChange = z.infer<typeof adminPostChangeSchema>;

export const adminPostResponseSchema = z
  .object({ post: adminPostSchema })
  .meta({ id: 'AdminPostResponse' });
