import { z } from 'zod';
import { AVATAR_BASE64_MAX } from './application';
import { dateTimeSchema, idSchema, mediaUrlSchema, pageFields, text } from './common';

/** The longest post caption the console takes. */
export const MAX_POST_CAPTION = 2000;
export const ADMIN_POSTS_PAGE_SIZE = 20;

export const POST_STATES = ['all', 'draft', 'published'] as const;
/** Pictures one post may carry. */
export const POST_IMAGES_MAX = 4;

/** A picture or video of a post, as the console shows and edits it. */
export const adminPostMediaSchema = z
  .object({
    type: z.enum(['image', 'video']),
    url: mediaUrlSchema,
    /** Uploaded pictures: the key the upload answered; null for a linked video. */
    key: text().nullable(),
    alt: text(),
  })
  .meta({ id: 'AdminPostMedia' });
export type AdminPostMedia = z.infer<typeof adminPostMediaSchema>;

/** A post as the console lists it. */
export const adminPostSchema = z
  .object({
    id: idSchema,
    caption: text(),
    is_published: z.boolean(),
    author: z.object({ id: idSchema, name: text() }).nullable(),
    media_count: z.number().int().min(0),
    media: z.array(adminPostMediaSchema),
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
    ...pageFields(ADMIN_POSTS_PAGE_SIZE),
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
    /** Uploaded pictures (keys from POST /admin/posts/images), in order; left out, kept. */
    images: z
      .array(
        z.object({
          key: text().max(200),
          alt: text().trim().max(200, 'Keep the description under 200 characters.').default(''),
        }),
      )
      .max(POST_IMAGES_MAX, `Add up to ${POST_IMAGES_MAX} pictures.`)
      .optional(),
    /** A video file on the web (https, .mp4 or .webm); null removes it; left out, kept. */
    video_url: text()
      .trim()
      .max(2048)
      .regex(
        /^https:\/\/\S+\.(?:mp4|webm)(?:\?\S*)?$/i,
        'Link an https address of an .mp4 or .webm video.',
      )
      .nullable()
      .optional(),
  })
  .meta({ id: 'AdminPostChange' });
export type AdminPostChange = z.infer<typeof adminPostChangeSchema>;

export const adminPostResponseSchema = z
  .object({ post: adminPostSchema })
  .meta({ id: 'AdminPostResponse' });

/** A picture for a post: base64 without a data: prefix, up to 5 MB. */
export const adminPostImageUploadSchema = z
  .object({
    file: text()
      .max(AVATAR_BASE64_MAX, 'The image is larger than 5 MB.')
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Send the image as base64 without a data: prefix.'),
  })
  .meta({ id: 'AdminPostImageUpload' });

export const adminPostImageResponseSchema = z
  .object({
    image: z.object({
      key: text(),
      url: mediaUrlSchema,
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
  })
  .meta({ id: 'AdminPostImage' });
