import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authResultSchema,
  registrationSchema,
  uniqueEmailQuerySchema,
  uniqueEmailResponseSchema,
} from '@quad/shared/contracts/auth';
import {
  universityParamSchema,
  utmDataSchema,
  utmResultSchema,
} from '@quad/shared/contracts/questions';
import { ROLES } from '@quad/shared/roles';
import { publicAccess, requireActor, signedIn } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import type { AccountsRouteOptions } from './accounts.deps';
import { findAccountByEmail } from './accounts.repository';
import { requireLiveAccount } from './account-info.service';
import { signedInAnswer } from './auth-result';
import { register } from './registration.service';
import { recordUtm } from './utm.service';
import { resolveScope } from './widget-scope';

const TAGS = ['auth'];

/** Sign-up, the email check before it, and attribution (spec §3, §5, §7). */
export async function registrationRoutes(
  app: FastifyInstance,
  { services }: AccountsRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = services;

  r.post(
    '/auth/registration',
    {
      config: { access: publicAccess, rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags: TAGS,
        summary: 'Register a prospect with email and password',
        description:
          'Under the age of consent of the nationality (16 at some universities), a birth_date needs consent_confirmed.',
        body: registrationSchema,
        response: okSchema(authResultSchema),
      },
    },
    async (request, reply) => {
      const { account, session } = await register(services, request.body, {
        acceptLanguage: request.headers['accept-language'],
      });
      const scope = { universityId: request.body.university_id, groupId: request.body.group_id };
      return ok(await signedInAnswer(services, reply, account, session, scope));
    },
  );

  r.get(
    '/auth/unique/email',
    {
      // It answers whether an address has an account: limited so it cannot be used to harvest.
      config: { access: publicAccess, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'Whether an email address is still free',
        querystring: uniqueEmailQuerySchema,
        response: okSchema(uniqueEmailResponseSchema),
      },
    },
    async (request) => {
      const taken = await findAccountByEmail(db, request.query.email);
      return ok({ isUnique: !taken });
    },
  );

  r.post(
    '/auth/:universityId/utmData',
    {
      config: { access: signedIn(ROLES.prospect) },
      schema: {
        tags: TAGS,
        summary: 'Record where a signed-in prospect came from (first touch wins)',
        params: universityParamSchema,
        body: utmDataSchema,
        response: okSchema(utmResultSchema),
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      await resolveScope(db, config.publicUrl, { universityId: request.params.universityId });
      const utm = await recordUtm(services, account, request.params.universityId, request.body);
      return ok({ utm });
    },
  );
}
