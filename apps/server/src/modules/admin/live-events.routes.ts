import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminLiveEventCreateSchema,
  adminLiveEventSpeakerAddSchema,
  adminLiveEventSpeakerParamsSchema,
  adminLiveEventSpeakersResponseSchema,
  adminLiveEventStatusSchema,
  adminLiveEventListQuerySchema,
  adminLiveEventListResponseSchema,
  adminLiveEventResponseSchema,
} from '@quad/shared/contracts/admin-live-events';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import { adminAccess, requireAdmin } from './admin-actor';
import { createAdminLiveEvent, listAdminLiveEvents } from './live-events.service';
import {
  addEventSpeaker,
  changeEventStatus,
  listSpeakers,
  removeEventSpeaker,
} from './live-event-speakers.service';
import { idParamSchema } from '@quad/shared/contracts/common';
import { liveStreamStateSchema } from '@quad/shared/contracts/live-events';
import { requireActor } from '../../core/auth/access';

const TAGS = ['admin'];

/**
 * The university's live events in the console (/api/v1/admin/liveEvents): schedule, speakers,
 * and status changes through the live events module's status rule, audited here.
 */
export async function adminLiveEventsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services, realtime } = app.ctx;

  r.get(
    '/liveEvents',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: "The live events of the admin's university with their speakers' join codes",
        querystring: adminLiveEventListQuerySchema,
        response: okSchema(adminLiveEventListResponseSchema),
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return ok(
        await listAdminLiveEvents(services, requireAdmin(request), {
          limit,
          offset: (page - 1) * limit,
        }),
      );
    },
  );

  r.post(
    '/liveEvents',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary:
          'Schedule a live event (upcoming) with its live chat, speakers chat and join code; audited',
        body: adminLiveEventCreateSchema,
        response: okSchema(adminLiveEventResponseSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      const liveEvent = await createAdminLiveEvent(ctx, requireAdmin(request), request.body);
      return ok({ liveEvent });
    },
  );

  r.put(
    '/liveEvents/:id/status',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary:
          'Go live, end, cancel or archive an event (the live events status rule; a refused change is a 409); audited',
        params: idParamSchema,
        body: adminLiveEventStatusSchema,
        response: okSchema(liveStreamStateSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      const actor = { ...requireAdmin(request), actor: requireActor(request) };
      return ok(await changeEventStatus(ctx, actor, request.params.id, request.body.status));
    },
  );

  r.get(
    '/liveEvents/:id/speakers',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: "An event's speakers and the code external speakers join with",
        params: idParamSchema,
        response: okSchema(adminLiveEventSpeakersResponseSchema),
      },
    },
    async (request) => ok(await listSpeakers(services, requireAdmin(request), request.params.id)),
  );

  r.post(
    '/liveEvents/:id/speakers',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary:
          "Make an ambassador or admin of the university a speaker (joins the speakers' chat); audited",
        params: idParamSchema,
        body: adminLiveEventSpeakerAddSchema,
        response: okSchema(adminLiveEventSpeakersResponseSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      return ok(
        await addEventSpeaker(ctx, requireAdmin(request), request.params.id, request.body.user_id),
      );
    },
  );

  r.delete(
    '/liveEvents/:id/speakers/:userId',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: "Take a speaker off an event (leaves the speakers' chat); audited",
        params: adminLiveEventSpeakerParamsSchema,
        response: okSchema(adminLiveEventSpeakersResponseSchema),
      },
    },
    async (request) => {
      const ctx = { ...forRequest(services, request), realtime };
      return ok(
        await removeEventSpeaker(
          ctx,
          requireAdmin(request),
          request.params.id,
          request.params.userId,
        ),
      );
    },
  );
}
