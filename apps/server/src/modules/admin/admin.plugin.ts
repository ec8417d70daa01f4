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
import { adminWebhooksRoutes } from './webhooks.routes';
import { adminCrmRoutes } from './crm.routes';
import { adminDataRequestsRoutes } from './data-requests.routes';
import { adminAnalyticsRoutes } from './analytics.routes';
import { createWebhookRelay } from './webhooks-relay';
import { createSecretBox } from '../../core/auth/secret-box';

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
  await app.register(adminWebhooksRoutes, { prefix: '/api/v1/admin' });
  await app.register(adminCrmRoutes, { prefix: '/api/v1/admin' });
  await app.register(adminDataRequestsRoutes, { prefix: '/api/v1/admin' });
  await app.register(adminAnalyticsRoutes, { prefix: '/api/v1/admin' });
  // Webhooks leave from their own outbox; tests drive a relay of their own instead of a timer.
  const { config, database } = app.ctx;
  const webhooks = createWebhookRelay({
    db: database.db,
    secrets: createSecretBox(config.secretsKey),
    log: app.log,
    sweepMs: config.env === 'test' ? null : 5000,
    // Receivers on this machine or a private network only outside production.
    allowPrivateAddresses: config.env !== 'production',
  });
  app.addHook('onClose', () => webhooks.stop());
}
