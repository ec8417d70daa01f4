import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  teamListQuerySchema,
  teamListResponseSchema,
  teamMemberChangeSchema,
  teamMemberResponseSchema,
} from '@quad/shared/contracts/admin-people';
import { idParamSchema } from '@quad/shared/contracts/common';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import { adminAccess, requireAdmin } from './admin-actor';
import { changeTeamMember, listTeam } from './people.service';

const TAGS = ['admin'];

/** The university's ambassadors and admins in the console (/api/v1/admin/people). */
export async function adminPeopleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app.ctx;

  r.get(
    '/people',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary: "The ambassadors and admins of the admin's university: role, search, sort, page",
        querystring: teamListQuerySchema,
        response: okSchema(teamListResponseSchema),
      },
    },
    async (request) => ok(await listTeam(services, requireAdmin(request), request.query)),
  );

  r.patch(
    '/people/:id',
    {
      config: { access: adminAccess },
      schema: {
        tags: TAGS,
        summary:
          "Disable or enable an ambassador or admin, publish or unpublish an ambassador's profile; audited",
        params: idParamSchema,
        body: teamMemberChangeSchema,
        response: okSchema(teamMemberResponseSchema),
      },
    },
    async (request) => {
      const ctx = forRequest(services, request);
      const person = await changeTeamMember(
        ctx,
        requireAdmin(request),
        request.params.id,
        request.body,
      );
      return ok({ person });
    },
  );
}
