import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scopeQuerySchema, slugParamSchema } from '@quad/shared/contracts/common';
import {
  joinSpeakerBodySchema,
  joinSpeakerResponseSchema,
  liveStreamIdParamSchema,
  liveStreamPageSchema,
  prospectsQuerySchema,
  prospectsResponseSchema,
} from '@quad/shared/contracts/live-events';
import { publicAccess, requireActor } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import { signedInAnswer } from '../accounts/auth-result';
import type { LiveEventsRouteOptions } from './live-events.context';
import { listProspects, openLiveStream } from './live-events.service';
import { optionalActor, TAGS, widgetSession } from './route-access';
import { joinSpeaker } from './speakers.service';

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

  r.post(
    '/liveStreams/:slug/joinSpeaker',
    {
      // Codes can be guessed: a few tries a minute per address.
      config: { access: publicAccess, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary:
          'Join a live event as a speaker by its speaker code (in the body, or in place of the slug); an external speaker gets a live-event-speaker account, and every speaker a sign-in like login',
        params: slugParamSchema,
        body: joinSpeakerBodySchema,
        response: okSchema(joinSpeakerResponseSchema),
      },
    },
    async (request, reply) => {
      const ctx = { ...forRequest(services, request), tokens: services.tokens };
      const actor = optionalActor(request);
      const joined = await joinSpeaker(ctx, actor, request.params.slug, request.body);
      const answer = await signedInAnswer(ctx, reply, joined.account, joined.session);
      return ok({ ...answer, liveStream: { id: joined.event.id, slug: joined.event.slug } });
    },
  );
}
