import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { roomUrlParamsSchema } from '@quad/shared/contracts/live-media';
import { publicAccess } from '../../core/auth/access';
import { authorizeVisible } from '../../core/auth/policy';
import { EVENT_WHAT } from '../live-events/event-access';
import { findEventByRoom } from './live-media.repository';

/**
 * The room addresses the event page hands out (`hostRoomUrl`, `viewerRoomUrl`, CONTRACT §8)
 * point at Quad itself: they lead to the event's page, where the stage (and, for the event's
 * own people, the speaker controls) is. Who may publish or watch is decided there, per request.
 */
export async function liveMediaRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/media/rooms/:room/:role',
    {
      config: { access: publicAccess },
      schema: {
        tags: ['live events'],
        summary: "A live event's host or viewer room: redirects to the event's page",
        params: roomUrlParamsSchema,
      },
    },
    async (request, reply) => {
      const event = await findEventByRoom(app.ctx.database.db, request.params.room);
      authorizeVisible(event !== undefined && event.status !== 'archived', EVENT_WHAT);
      return reply.redirect(
        `/${event.universityId}/live-streams/${encodeURIComponent(event.slug)}`,
      );
    },
  );
}
