import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  widgetVisitBodySchema,
  widgetVisitResultSchema,
} from '@quad/shared/contracts/widget-visits';
import { publicAccess } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { visitorIdOf } from '../content/visitor';
import { recordVisit } from './visits.service';

/** A school or campus shares one address; a loop still cannot inflate the figures much; a loop cannot inflate the figures. */
const VISIT_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/** POST /widget/visits: a widget was opened (the first step of the console's funnel). */
export async function widgetVisitRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app.ctx;

  r.post(
    '/visits',
    {
      config: { access: publicAccess, rateLimit: VISIT_RATE_LIMIT },
      schema: {
        tags: ['widget'],
        summary: 'Count a page load of a widget, once a day per visitor for unique visitors',
        body: widgetVisitBodySchema,
        response: okSchema(widgetVisitResultSchema),
      },
    },
    async (request) =>
      ok(
        await recordVisit(services, request.body, {
          visitorId: visitorIdOf(request),
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          actor: request.actor,
        }),
      ),
  );
}
