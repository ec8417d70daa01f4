import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accessCodeIdParamSchema,
  accessCodeListResponseSchema,
  accessCodeResponseSchema,
  applicationListQuerySchema,
  applicationListResponseSchema,
  applicationParamSchema,
  applicationResponseSchema,
  createAccessCodeSchema,
  rejectApplicationSchema,
} from '@quad/shared/contracts/application';
import { ROLES } from '@quad/shared/roles';
import { requireActor } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import { createCode, listCodes, revokeCode } from './access-codes.service';
import type { ApplicationContext, ApplicationRouteOptions } from './application.context';
import { decideApplication, listApplications } from './approval.service';
import { widgetSession } from './route-access';

const TAGS = ['admin'];
const admin = widgetSession(ROLES.admin);

/** What a university's admins do with ambassador applications and access codes (/api/v1/admin). */
export async function applicationAdminRoutes(
  app: FastifyInstance,
  { services }: ApplicationRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** The module's context, logging as this request. */
  const scoped = (request: FastifyRequest): ApplicationContext => forRequest(services, request);

  r.get(
    '/applications',
    {
      config: { access: admin },
      schema: {
        tags: TAGS,
        summary: "The ambassador applications of the admin's university (pending ones first)",
        querystring: applicationListQuerySchema,
        response: okSchema(applicationListResponseSchema),
      },
    },
    async (request) => {
      const ctx = scoped(request);
      return ok(await listApplications(ctx, requireActor(request), request.query.status));
    },
  );

  r.post(
    '/applications/:accountId/approve',
    {
      config: { access: admin },
      schema: {
        tags: TAGS,
        summary:
          'Approve a sent application: the profile appears in the widget; the applicant is mailed',
        params: applicationParamSchema,
        response: okSchema(applicationResponseSchema),
      },
    },
    async (request) => {
      const ctx = scoped(request);
      const actor = requireActor(request);
      const application = await decideApplication(ctx, actor, request.params.accountId, {
        kind: 'approve',
      });
      return ok({ application });
    },
  );

  r.post(
    '/applications/:accountId/reject',
    {
      config: { access: admin },
      schema: {
        tags: TAGS,
        summary: 'Reject a sent application with a reason the applicant sees (mailed too)',
        params: applicationParamSchema,
        body: rejectApplicationSchema,
        response: okSchema(applicationResponseSchema),
      },
    },
    async (request) => {
      const ctx = scoped(request);
      const actor = requireActor(request);
      const application = await decideApplication(ctx, actor, request.params.accountId, {
        kind: 'reject',
        reason: request.body.reason,
      });
      return ok({ application });
    },
  );

  r.get(
    '/accessCodes',
    {
      config: { access: admin },
      schema: {
        tags: TAGS,
        summary: "The ambassador access codes of the admin's university",
        response: okSchema(accessCodeListResponseSchema),
      },
    },
    async (request) => {
      const ctx = scoped(request);
      return ok({ accessCodes: await listCodes(ctx, requireActor(request)) });
    },
  );

  r.post(
    '/accessCodes',
    {
      config: { access: admin },
      schema: {
        tags: TAGS,
        summary:
          'Create an access code (random unless given), with an optional usable count and expiry',
        body: createAccessCodeSchema,
        response: okSchema(accessCodeResponseSchema),
      },
    },
    async (request) => {
      const ctx = scoped(request);
      return ok({ accessCode: await createCode(ctx, requireActor(request), request.body) });
    },
  );

  r.post(
    '/accessCodes/:id/revoke',
    {
      config: { access: admin },
      schema: {
        tags: TAGS,
        summary: 'Revoke an access code: it can no longer be used',
        params: accessCodeIdParamSchema,
        response: okSchema(accessCodeResponseSchema),
      },
    },
    async (request) => {
      const ctx = scoped(request);
      return ok({ accessCode: await revokeCode(ctx, requireActor(request), request.params.id) });
    },
  );
}
