import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin.routes';

/**
 * The admin console's own routes (/api/v1/admin): settings and the audit trail. Applications and
 * access codes live with the application module under the same prefix.
 */
export async function adminModule(app: FastifyInstance): Promise<void> {
  await app.register(adminRoutes, { prefix: '/api/v1/admin' });
}
