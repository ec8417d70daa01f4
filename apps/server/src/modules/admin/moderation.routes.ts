import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  moderationCountsSchema,
  moderationDecisionResponseSchema,
  moderationDecisionSchema,
  moderationDetailSchema,
  moderationItemParamsSchema,
  moderationListQuerySchema,
  moderationListResponseSchema,
} from '@quad/shared/contracts/admin-moderation';
import { requireActor } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import { adminAccess, requireAdmin } from './admin-actor';
import {
  decideModerationItem,
  listModeration,
  moderationCounts,
  readModerationItem,
} from './moderation.service';

const TAGS = ['admin'];

/** The moderation queue (/api/v1/admin/moderation): reports and keyword hits of the university. */
export async function adminModerationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services, realtime } = app.ctx;
  const adminAndActor = (request: FastifyRequest) => ({
    ...requireAdmin(request),
    actor: requireActor(request),
  });

  r.get(
    '/moderation',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: 'Open reported conversations, reported messages and keyword hits, newest first',
        querystring: moderationListQuerySchema,
        response: okSchema(moderationListResponseSchema),
      },
    },
    async (request) => ok(await listModeration(services, requireAdmin(request), request.query)),
  );

  r.get(
    '/moderation/counts',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: 'How many items of each kind wait in the moderation queue',
        response: okSchema(moderationCountsSchema),
      },
    },
    async (request) => ok(await moderationCounts(services.db, requireAdmin(request))),
  );

  r.get(
    '/moderation/:kind/:id',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary:
          "An open item with the transcript around it (original texts) and the chat's people",
        params: moderationItemParamsSchema,
        response: okSchema(moderationDetailSchema),
      },
    },
    async (request) =>
      ok(await readModerationItem(services, requireAdmin(request), request.params)),
  );

  r.post(
    '/moderation/:kind/:id/decision',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary:
          'Hide the message, close the chat, block the prospect, detach or disable the ambassador, or dismiss; audited, and the chat hears it live',
        params: moderationItemParamsSchema,
        body: moderationDecisionSchema,
        response: okSchema(moderationDecisionResponseSchema),
      },
    },
    async (request) => {
      const counts = await decideModerationItem(
        { ...forRequest(services, request), realtime },
        adminAndActor(request),
        request.params,
        request.body,
      );
      return ok({ counts });
    },
  );
}
