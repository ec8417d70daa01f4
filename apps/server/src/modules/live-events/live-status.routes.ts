import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  liveStreamIdParamSchema,
  liveStreamStateSchema,
  statusBodySchema,
} from '@quad/shared/contracts/live-events';
import { requireActor } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import type { LiveEventsRouteOptions } from './live-events.context';
import { changeStatus, toggleLiveChat } from './live-status.service';
import { TAGS, widgetSession } from './route-access';

/**
 * Quad's own routes (not in the spec) that move a live event along its statuses and open or
 * close its chat. Each answers the event's new state and publishes `liveStreams:{id}:info`.
 */
export async function liveStatusRoutes(
  app: FastifyInstance,
  { services }: LiveEventsRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const response = okSchema(liveStreamStateSchema);

  r.put(
    '/liveStreams/:id/status',
    {
      config: { access: widgetSession() },
      schema: {
        tags: TAGS,
        summary:
          "Quad: change a live event's status (its speakers and its university's admins; archiving: admins). upcoming → inProgress → completed, completed → onDemand once recorded, upcoming | inProgress → cancelled, any → archived; anything else is a 409",
        params: liveStreamIdParamSchema,
        body: statusBodySchema,
        response,
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      const actor = requireActor(request);
      return ok(await changeStatus(ctx, actor, request.params.id, request.body.status));
    },
  );

  r.post(
    '/liveStreams/:id/goLive',
    {
      config: { access: widgetSession() },
      schema: {
        tags: TAGS,
        summary:
          'Quad: a speaker (or an admin of its university) starts an upcoming live event: it becomes inProgress with its stream and chat active',
        params: liveStreamIdParamSchema,
        response,
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      const actor = requireActor(request);
      return ok(await changeStatus(ctx, actor, request.params.id, 'inProgress'));
    },
  );

  r.put(
    '/liveStreams/:id/chat/toggle',
    {
      config: { access: widgetSession() },
      schema: {
        tags: TAGS,
        summary:
          "Quad: close an open live chat or reopen a closed one (the event's speakers, ambassadors and university's admins), with the spec's closed/opened chat message",
        params: liveStreamIdParamSchema,
        response,
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      const actor = requireActor(request);
      return ok(await toggleLiveChat(ctx, actor, request.params.id));
    },
  );
}
