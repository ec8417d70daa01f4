import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  playBodySchema,
  playResponseSchema,
  timeTrackBodySchema,
  timeTrackResponseSchema,
  watchBodySchema,
  watchResponseSchema,
} from '@quad/shared/contracts/live-events';
import { ROLES } from '@quad/shared/roles';
import { publicAccess, requireActor } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import type { LiveEventsRouteOptions } from './live-events.context';
import { TAGS, widgetSession } from './route-access';
import { countPlayback, markWatching, trackTime } from './watch.service';

/** Watching a live event: `/LiveStreams/…` with a capital L, as spec §7 writes it. */
export async function watchRoutes(
  app: FastifyInstance,
  { services }: LiveEventsRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/LiveStreams/timeTrack',
    {
      config: { access: widgetSession(ROLES.prospect) },
      schema: {
        tags: TAGS,
        summary:
          'A prospect reports seconds watched; each client tick id counts once, for later analytics',
        body: timeTrackBodySchema,
        response: okSchema(timeTrackResponseSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      return ok(await trackTime(ctx, requireActor(request), request.body));
    },
  );

  r.post(
    '/LiveStreams/watch',
    {
      config: { access: widgetSession(ROLES.prospect) },
      schema: {
        tags: TAGS,
        summary: 'A prospect watches a live event: registered once (registeredProspectIds)',
        body: watchBodySchema,
        response: okSchema(watchResponseSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      return ok(await markWatching(ctx, requireActor(request), request.body));
    },
  );

  r.post(
    '/LiveStreams/play',
    {
      config: { access: publicAccess, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'Counts a start of a live stream or its recording',
        body: playBodySchema,
        response: okSchema(playResponseSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      return ok(await countPlayback(ctx, request.body.liveStreamId));
    },
  );
}
