import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPostChangeSchema,
  adminPostImageResponseSchema,
  adminPostImageUploadSchema,
  adminPostListQuerySchema,
  adminPostListResponseSchema,
  adminPostResponseSchema,
} from '@quad/shared/contracts/admin-content';
import { idParamSchema } from '@quad/shared/contracts/common';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import { adminAccess, requireAdmin } from './admin-actor';
import { createAdminPost, listAdminPosts, updateAdminPost } from './posts.service';
import { uploadPostImage } from './post-media.service';
import { AVATAR_BASE64_MAX } from '@quad/shared/contracts/application';

const TAGS = ['admin'];

/** The university's posts in the console (/api/v1/admin/posts): drafts and published ones. */
export async function adminPostsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app.ctx;

  r.get(
    '/posts',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: "The posts of the admin's university, drafts included: search, state, sort, page",
        querystring: adminPostListQuerySchema,
        response: okSchema(adminPostListResponseSchema),
      },
    },
    async (request) => ok(await listAdminPosts(services, requireAdmin(request), request.query)),
  );

  r.post(
    '/posts',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: 'Write a text post (draft or published) by the admin or an ambassador; audited',
        body: adminPostChangeSchema,
        response: okSchema(adminPostResponseSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      return ok({ post: await createAdminPost(ctx, requireAdmin(request), request.body) });
    },
  );

  r.put(
    '/posts/:id',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: 'Edit a post, publish it or take it back to draft; audited',
        params: idParamSchema,
        body: adminPostChangeSchema,
        response: okSchema(adminPostResponseSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      const post = await updateAdminPost(
        ctx,
        requireAdmin(request),
        request.params.id,
        request.body,
      );
      return ok({ post });
    },
  );

  r.post(
    '/posts/images',
    {
      config: { access: adminAccess },
      bodyLimit: AVATAR_BASE64_MAX + 1024,
      schema: {
        tags: TAGS,
        summary: 'Upload a picture for a post (base64 PNG, JPEG, GIF or WebP, up to 5 MB)',
        body: adminPostImageUploadSchema,
        response: okSchema(adminPostImageResponseSchema),
      },
    },
    async (request) =>
      ok({ image: await uploadPostImage(services, requireAdmin(request), request.body.file) }),
  );
}
