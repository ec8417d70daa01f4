import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, analyticsSchema } from '@quad/shared/contracts/admin-analytics';
import { ok, okSchema } from '../../core/http/envelope';
import { adminAccess, requireAdmin } from './admin-actor';
import { readAnalytics } from './analytics.service';

const TAGS = ['admin'];

/** The analytics dashboard's figures (/api/v1/admin/analytics). */
export async function adminAnalyticsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app.ctx;

  r.get(
    '/analytics',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary:
          'Prospects reached, chats, first-reply times per ambassador, volume by day, prospects by origin, content, live events and the funnel, for a date range and optionally one group',
        querystring: analyticsQuerySchema,
        response: okSchema(analyticsSchema),
      },
    },
    async (request) => ok(await readAnalytics(services, requireAdmin(request), request.query)),
  );
}
