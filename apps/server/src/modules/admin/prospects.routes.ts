import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminProspectChangeSchema,
  adminProspectListQuerySchema,
  adminProspectListResponseSchema,
  adminProspectResponseSchema,
} from '@quad/shared/contracts/admin-prospects';
import { idParamSchema } from '@quad/shared/contracts/common';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import { adminAccess, requireAdmin } from './admin-actor';
import { changeProspect, getProspect, listProspects } from './prospects.service';

const TAGS = ['admin'];

/** The university's prospects in the console (/api/v1/admin/prospects). */
export async function adminProspectsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app.ctx;

  r.get(
    '/prospects',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: 'Prospects who registered with or chat with the university: search, page',
        querystring: adminProspectListQuerySchema,
        response: okSchema(adminProspectListResponseSchema),
      },
    },
    async (request) => ok(await listProspects(services, requireAdmin(request), request.query)),
  );

  r.get(
    '/prospects/:id',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: "A prospect's profile, answers, consents, UTM and chats count",
        params: idParamSchema,
        response: okSchema(adminProspectResponseSchema),
      },
    },
    async (request) =>
      ok({ prospect: await getProspect(services, requireAdmin(request), request.params.id) }),
  );

  r.patch(
    '/prospects/:id',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary:
          'Block or unblock a prospect (signed out at once, cannot sign in or send); audited',
        params: idParamSchema,
        body: adminProspectChangeSchema,
        response: okSchema(adminProspectResponseSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      const prospect = await changeProspect(
        ctx,
        requireAdmin(request),
        request.params.id,
        request.body,
      );
      return ok({ prospect });
    },
  );
}
