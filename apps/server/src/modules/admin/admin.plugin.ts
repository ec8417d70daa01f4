import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin.routes';
import { adminPostsRoutes } from './posts.routes';
import { adminLiveEventsRoutes } from './live-events.routes';
import { adminLiveEventRecordingRoutes } from './live-event-recording.routes';
import { adminPeopleRoutes } from './people.routes';
import { adminFaqsRoutes } from './faqs.routes';
import { adminProspectsRoutes } from './prospects.routes';
import { adminGroupChatsRoutes } from './group-chats.routes';
import { adminModerationRoutes } from './moderation.routes';

/**
 * The admin console's own routes (/api/v1/admin): settings, the audit trail and posts. Applications and
 * access codes live with the application module under the same prefix.
 */
export async function adminModule(app: FastifyInstance): Promise<void> {
  await app.register(adminRoutes, { prefix: '/api/v1/admin' });
  await app.register(adminPostsRoutes, { prefix: '/api/v1/admin' });
  await app.register(adminLiveEventsRoutes, { prefix: '/api/v1/admin' });
  await app.register(adminLiveEventRecordingRoutes, { prefix: '/api/v1/admin' });
  await app.register(adminPeopleRoutes, { prefix: '/api/v1/admin' });
  await app.register(adminFaqsRoutes, { prefix: '/api/v1/admin' });
  await app.register(adminProspectsRoutes, { prefix: '/api/v1/admin' });
  await app.register(adminGroupChatsRoutes, { prefix: '/api/v1/admin' });
  await app.register(adminModerationRoutes, { prefix: '/api/v1/admin' });
}
