import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { crmExportQuerySchema } from '@quad/shared/contracts/admin-crm';
import { forRequest } from '../../core/service-context';
import { adminAccess, requireAdmin } from './admin-actor';
import { auditProspectExport, prospectsCsv } from './crm.service';

const TAGS = ['admin'];

/** Exports for the university's CRM (/api/v1/admin/crm). */
export async function adminCrmRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app.ctx;

  r.get(
    '/crm/prospects.csv',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary:
          "The university's prospects as CSV, streamed: answers, consents, UTM and engagement; audited",
        querystring: crmExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const actor = requireAdmin(request);
      await auditProspectExport(forRequest(services, request), actor, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="prospects-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(prospectsCsv(services, actor, request.query)));
    },
  );
}
