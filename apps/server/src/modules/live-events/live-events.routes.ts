import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scopeQuerySchema, slugParamSchema } from '@quad/shared/contracts/common';
import {
  liveStreamIdParamSchema,
  liveStreamPageSchema,
  prospectsQuerySchema,
  prospectsResponseSchema,
} from '@quad/shared/contracts/live-events';
import { publicAccess, requireActor } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import type { LiveEventsRouteOptions } from './live-events.context';
import { listProspects, openLiveStream } from './live-events.service';
import { optionalActor, TAGS, widgetSession } from './route-access';

/** The live event page and its prospects list (spec §7 Live streams, CONTRACT §8). */
export async function liveEventsRoutes(
  app: FastifyInstance,
  { services }: LiveEventsRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/liveStreams/:slug',
    {
      config: { access: publicAccess },
      schema: {
        tags: TAGS,
        summary:
          'A live event page by `{slug}-{id}` or slug; a signed-in prospect joins its live chat and registers once',
        params: slugParamSchema,
        querystring: scopeQuerySchema,
        response: okSchema(liveStreamPageSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      const actor = optionalActor(request);
      return ok(await openLiveStream(ctx, actor, request.params.slug, request.query));
    },
  );

  r.get(
    '/liveStreams/:id/prospects',
    {
      config: { access: widgetSession() },
      schema: {
        tags: TAGS,
        summary:
          "Prospects registered for a live event (its speakers, ambassadors and university's admins)",
        params: liveStreamIdParamSchema,
        querystring: prospectsQuerySchema,
        response: okSchema(prospectsResponseSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      const actor = requireActor(request);
      return ok(await listProspects(ctx, actor, request.params.id, request.query));
    },
  );
}
