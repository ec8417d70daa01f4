import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminSettingsChangeSchema,
  adminSettingsResponseSchema,
  auditListQuerySchema,
  auditListResponseSchema,
} from '@quad/shared/contracts/admin';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import { adminAccess, requireAdmin } from './admin-actor';
import { listAudit } from './audit.service';
import { readSettings, saveSettings } from './settings.service';

const TAGS = ['admin'];

/** The console's settings and audit trail (/api/v1/admin), for the admin's own university. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app.ctx;

  r.get(
    '/settings',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: "The widget settings of the admin's university, as the console edits them",
        response: okSchema(adminSettingsResponseSchema),
      },
    },
    async (request) => ok({ settings: await readSettings(services, requireAdmin(request)) }),
  );

  r.put(
    '/settings',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary:
          "Replace the widget settings of the admin's university; audited, and open widgets reload them",
        body: adminSettingsChangeSchema,
        response: okSchema(adminSettingsResponseSchema),
      },
    },
    async (request) => {
      const settings = await saveSettings(
        forRequest(services, request),
        requireAdmin(request),
        request.body,
      );
      return ok({ settings });
    },
  );

  r.get(
    '/audit',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: "The audit trail of the admin's university: who changed what, when, newest first",
        querystring: auditListQuerySchema,
        response: okSchema(auditListResponseSchema),
      },
    },
    async (request) => ok(await listAudit(services, requireAdmin(request), request.query)),
  );
}
