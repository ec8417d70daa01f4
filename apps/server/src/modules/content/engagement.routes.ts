import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@quad/shared/contracts/common';
import {
  answerParamSchema,
  groupChatWatchResponseSchema,
  likeResponseSchema,
  shareCountResponseSchema,
  viewCountResponseSchema,
  watchedBodySchema,
  watchedResponseSchema,
} from '@quad/shared/contracts/content';
import { publicAccess, requireActor } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { COUNTER_RATE_LIMIT, widgetAccount } from './content.policy';
import {
  countFaq,
  countFaqsSeen,
  countPost,
  countPostsSeen,
  setAnswerLike,
  setPostLike,
  watchGroupChat,
  type Viewer,
} from './engagement.service';
import type { ViewCounter } from './view-counter';
import { viewerKeyOf } from './visitor';

const tags = ['content'];
/** Public counter routes: anyone, but limited per address (content.policy.ts). */
const counterConfig = { access: publicAccess, rateLimit: COUNTER_RATE_LIMIT };

/** Watch, share, like and unlike of posts and FAQ answers, and the group chat watched mark. */
export async function engagementRoutes(
  app: FastifyInstance,
  options: { views: ViewCounter },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app.ctx;
  const viewerOf = (request: FastifyRequest): Viewer => ({
    key: viewerKeyOf(request),
    views: options.views,
  });

  for (const liked of [true, false]) {
    const action = liked ? 'like' : 'unlike';
    // Spec §7 writes `/posts/{id}/like/` with its trailing slash (and unlike beside it): that is
    // the documented form; the form without the slash answers the same and stays out of the docs.
    for (const path of [`/posts/:id/${action}/`, `/posts/:id/${action}`]) {
      r.post(
        path,
        {
          config: { access: widgetAccount },
          schema: {
            tags,
            summary: liked ? 'Like a post (once per account)' : 'Take back a like of a post',
            hide: !path.endsWith('/'),
            params: idParamSchema,
            response: okSchema(likeResponseSchema),
          },
        },
        async (request) => {
          const count = await setPostLike(
            services,
            requireActor(request),
            request.params.id,
            liked,
          );
          return ok({ like_count: count });
        },
      );
    }
    r.post(
      `/faqs/:faqId/answers/:answerId/${action}`,
      {
        config: { access: widgetAccount },
        schema: {
          tags,
          summary: liked ? 'Like a FAQ answer (once per account)' : 'Take back a like of an answer',
          params: answerParamSchema,
          response: okSchema(likeResponseSchema),
        },
      },
      async (request) => {
        const count = await setAnswerLike(services, requireActor(request), request.params, liked);
        return ok({ like_count: count });
      },
    );
  }

  r.post(
    '/posts/:id/watch',
    {
      config: counterConfig,
      schema: {
        tags,
        summary: 'Count a view of a post (once per viewer and half hour)',
        params: idParamSchema,
        response: okSchema(viewCountResponseSchema),
      },
    },
    async (request) => {
      const count = await countPost(services, viewerOf(request), request.params.id, 'view');
      return ok({ view_count: count });
    },
  );

  r.post(
    '/posts/:id/share',
    {
      config: counterConfig,
      schema: {
        tags,
        summary: 'Count a share of a post',
        params: idParamSchema,
        response: okSchema(shareCountResponseSchema),
      },
    },
    async (request) => {
      const count = await countPost(services, viewerOf(request), request.params.id, 'share');
      return ok({ share_count: count });
    },
  );

  r.post(
    '/posts/postWatched',
    {
      config: counterConfig,
      schema: {
        tags,
        summary: 'Count a view of each post seen in a list',
        body: watchedBodySchema,
        response: okSchema(watchedResponseSchema),
      },
    },
    async (request) => {
      const counted = await countPostsSeen(services, viewerOf(request), request.body.ids);
      return ok({ counted });
    },
  );

  r.post(
    '/faqs/:id/watch',
    {
      config: counterConfig,
      schema: {
        tags,
        summary: 'Count a view of a FAQ (once per viewer and half hour)',
        params: idParamSchema,
        response: okSchema(viewCountResponseSchema),
      },
    },
    async (request) => {
      const count = await countFaq(services, viewerOf(request), request.params.id, 'view');
      return ok({ view_count: count });
    },
  );

  r.post(
    '/faqs/:id/share',
    {
      config: counterConfig,
      schema: {
        tags,
        summary: 'Count a share of a FAQ',
        params: idParamSchema,
        response: okSchema(shareCountResponseSchema),
      },
    },
    async (request) => {
      const count = await countFaq(services, viewerOf(request), request.params.id, 'share');
      return ok({ share_count: count });
    },
  );

  r.post(
    '/faqs/faqWatched',
    {
      config: counterConfig,
      schema: {
        tags,
        summary: 'Count a view of each FAQ seen in a list',
        body: watchedBodySchema,
        response: okSchema(watchedResponseSchema),
      },
    },
    async (request) => {
      const counted = await countFaqsSeen(services, viewerOf(request), request.body.ids);
      return ok({ counted });
    },
  );

  r.post(
    '/dialogs/:id/watch',
    {
      config: counterConfig,
      schema: {
        tags,
        summary: 'Group chat watched mark: a member has seen every message',
        params: idParamSchema,
        response: okSchema(groupChatWatchResponseSchema),
      },
    },
    async (request) => ok(await watchGroupChat(services, request.actor, request.params.id)),
  );
}
