import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminLiveEventCreateSchema,
  adminLiveEventListResponseSchema,
  adminLiveEventResponseSchema,
} from '@quad/shared/contracts/admin-live-events';
import { auditListQuerySchema } from '@quad/shared/contracts/admin';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import { adminAccess, requireAdmin } from './admin-actor';
import { createAdminLiveEvent, listAdminLiveEvents } from './live-events.service';

const TAGS = ['admin'];

/**
 * The university's live events in the console (/api/v1/admin/liveEvents). Status changes (go
 * live, end, cancel, archive) use the live events module's `PUT /widget/liveStreams/{id}/status`.
 */
export async function adminLiveEventsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app.ctx;

  r.get(
    '/liveEvents',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: "The live events of the admin's university with their speakers' join codes",
        querystring: auditListQuerySchema,
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
}
