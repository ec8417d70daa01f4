import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dataRequestEraseResponseSchema,
  dataRequestEraseSchema,
  dataRequestLookupQuerySchema,
  dataRequestLookupResponseSchema,
} from '@quad/shared/contracts/admin-data-requests';
import { idParamSchema } from '@quad/shared/contracts/common';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import { adminAccess, requireAdmin } from './admin-actor';
import { erasePerson, exportPerson, lookUpPerson } from './data-requests.service';

const TAGS = ['admin'];

/** Data-subject requests (/api/v1/admin/dataRequests): export or erase one person's data. */
export async function adminDataRequestsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app.ctx;

  r.get(
    '/dataRequests/people',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: 'Find the person a request is about by email, among the university’s people',
        querystring: dataRequestLookupQuerySchema,
        response: okSchema(dataRequestLookupResponseSchema),
      },
    },
    async (request) =>
      ok({ person: await lookUpPerson(services, requireAdmin(request), request.query.email) }),
  );

  r.get(
    '/dataRequests/people/:id/export',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: "A person's data held for this university, as a JSON download; audited",
        params: idParamSchema,
        produces: ['application/json'],
      },
    },
    async (request, reply) => {
      const data = await exportPerson(
        forRequest(services, request),
        requireAdmin(request),
        request.params.id,
      );
      return reply
        .type('application/json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="person-${request.params.id}-data.json"`,
        )
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  r.post(
    '/dataRequests/people/:id/erase',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary:
          'Erase a person (not an admin): personal data goes, messages stay as "Deleted user"; audited',
        params: idParamSchema,
        body: dataRequestEraseSchema,
        response: okSchema(dataRequestEraseResponseSchema),
      },
    },
    async (request) => {
      await erasePerson(
        forRequest(services, request),
        requireAdmin(request),
        request.params.id,
        request.body,
      );
      return ok({ erased: true as const });
    },
  );
}
