import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contentListQuerySchema,
  faqsListResponseSchema,
  getContentResponseSchema,
  groupChatsListResponseSchema,
  liveStreamsListResponseSchema,
  postsListResponseSchema,
  usersListResponseSchema,
  type ContentListQuery,
} from '@quad/shared/contracts/content';
import { ROLES } from '@quad/shared/roles';
import { publicAccess } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { presentLiveStream } from './chats.presenter';
import { presentChatRecord, presentFaqRecord } from './content.presenter';
import {
  listFaqsOf,
  listGroupChats,
  listLiveStreams,
  listPostsOf,
  listUsers,
  type ListContext,
} from './lists.service';
import { loadHome, type HomeSnapshots } from './home.service';
import { presentAmbassadorCard } from './people.presenter';
import { presentPost } from './posts.presenter';
import { randomSeedOf } from './visitor';

const tags = ['content'];

/** The university a widget admin administers; anyone else administers none. */
function adminOf(request: FastifyRequest): number | null {
  const actor = request.actor;
  return actor?.audience === 'main' && actor.role === ROLES.admin ? actor.universityId : null;
}

/** The content lists of spec §7 (prefix /widget): public, and richer for a signed-in actor. */
export async function contentListRoutes(
  app: FastifyInstance,
  options: { snapshots: HomeSnapshots },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app.ctx;
  const { storage } = services;
  const contextOf = (request: FastifyRequest, query: ContentListQuery): ListContext => ({
    ...services,
    actorId: request.actor?.id ?? null,
    actorAdminOf: adminOf(request),
    seed: randomSeedOf(request, query.randomSeed),
  });

  r.post(
    '/getContent',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'Every home section in one call (main search)',
        body: contentListQuerySchema,
        response: okSchema(getContentResponseSchema),
      },
    },
    async (request, reply) => {
      const context = contextOf(request, request.body);
      const home = await loadHome(context, options.snapshots, storage, request.body);
      // A visitor's cards were checked against the contract when the snapshot was built.
      if (home.checked) reply.serializer((payload) => JSON.stringify(payload));
      return ok(home.content);
    },
  );

  r.post(
    '/users/getUsers',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'Ambassadors of the widget, searched and filtered',
        body: contentListQuerySchema,
        response: okSchema(usersListResponseSchema),
      },
    },
    async (request) => {
      const result = await listUsers(contextOf(request, request.body), request.body);
      const users = result.rows.map((row) => presentAmbassadorCard(row, result.scope, storage));
      return ok({ users, total: result.total, isRandom: result.isRandom });
    },
  );

  r.post(
    '/posts/getPosts',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'Posts of the widget, newest shared first',
        body: contentListQuerySchema,
        response: okSchema(postsListResponseSchema),
      },
    },
    async (request) => {
      const result = await listPostsOf(contextOf(request, request.body), request.body);
      const posts = result.rows.map((row) => presentPost(row, storage));
      return ok({ posts, total: result.total, isRandom: result.isRandom });
    },
  );

  r.post(
    '/faqs/getFaqs',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'FAQs of the widget with their answers',
        body: contentListQuerySchema,
        response: okSchema(faqsListResponseSchema),
      },
    },
    async (request) => {
      const result = await listFaqsOf(contextOf(request, request.body), request.body);
      const faqs = result.rows.map((record) => presentFaqRecord(record, storage));
      return ok({ faqs, total: result.total, isRandom: result.isRandom });
    },
  );

  r.post(
    '/dialogs/getGroupChats',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'Group chats of the widget',
        body: contentListQuerySchema,
        response: okSchema(groupChatsListResponseSchema),
      },
    },
    async (request) => {
      const result = await listGroupChats(contextOf(request, request.body), request.body);
      const groupChats = result.rows.map((record) => presentChatRecord(record, storage));
      return ok({ groupChats, total: result.total, isRandom: result.isRandom });
    },
  );

  r.post(
    '/liveStreams/getLiveStreams',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'Live events of the widget: live now, upcoming, then on demand',
        body: contentListQuerySchema,
        response: okSchema(liveStreamsListResponseSchema),
      },
    },
    async (request) => {
      const result = await listLiveStreams(contextOf(request, request.body), request.body);
      const liveStreams = result.rows.map((record) =>
        presentLiveStream(record, result.scope, storage),
      );
      return ok({ liveStreams, total: result.total, isRandom: result.isRandom });
    },
  );
}
