import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MaintenanceError } from '../../core/errors/app-error';

const statusSchema = z.object({ status: z.enum(['ok']) });

/** Liveness and readiness for load balancers (CONTRACT §1). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/healthz',
    {
      // No access rule: a load balancer's probe answers whatever Authorization it carries.
      schema: { tags: ['health'], response: { 200: statusSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );
  r.get(
    '/readyz',
    {
      schema: { tags: ['health'], response: { 200: statusSchema } },
    },
    async () => {
      if (!(await app.ctx.database.ping()))
        throw new MaintenanceError('The database does not answer.');
      return { status: 'ok' as const };
    },
  );
}
