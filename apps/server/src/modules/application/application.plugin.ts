import type { FastifyInstance } from 'fastify';
import { applicationAdminRoutes } from './admin.routes';
import { applicationRoutes } from './application.routes';

/** The ambassador application flow (/application) and its approval by admins (/admin). */
export async function applicationModule(app: FastifyInstance): Promise<void> {
  const options = { services: { ...app.ctx.services, tokens: app.ctx.tokens } };
  await app.register(applicationRoutes, { prefix: '/api/v1/application', ...options });
  await app.register(applicationAdminRoutes, { prefix: '/api/v1/admin', ...options });
}
