import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  identityProviderInputSchema,
  identityProviderResponseSchema,
} from '@quad/shared/contracts/sign-in';
import { ROLES } from '@quad/shared/roles';
import { requireActor, type Access } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import {
  identityProviderOf,
  removeIdentityProviderOf,
  saveIdentityProviderOf,
} from './identity-provider.service';
import type { SignInContext } from './sign-in.context';

const TAGS = ['admin'];
/** A university admin with a widget session (community tokens are refused). */
const admin: Access = { kind: 'authenticated', roles: [ROLES.admin], audience: 'main' };

/** How a university's admins set its single sign-on (CONTRACT §9, §10), under /api/v1/admin. */
export async function identityProviderRoutes(
  app: FastifyInstance,
  { services }: { services: SignInContext },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/identityProvider',
    {
      config: { access: admin },
      schema: {
        tags: TAGS,
        summary: "The identity provider of the admin's university (the secret is never shown)",
        response: okSchema(identityProviderResponseSchema),
      },
    },
    async (request) =>
      ok({ identityProvider: await identityProviderOf(services, requireActor(request)) }),
  );

  r.put(
    '/identityProvider',
    {
      config: { access: admin, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: "Set the university's OpenID Connect provider (checked by reading its discovery)",
        body: identityProviderInputSchema,
        response: okSchema(identityProviderResponseSchema),
      },
    },
    async (request) =>
      ok({
        identityProvider: await saveIdentityProviderOf(
          services,
          requireActor(request),
          request.body,
        ),
      }),
  );

  r.delete(
    '/identityProvider',
    {
      config: { access: admin },
      schema: {
        tags: TAGS,
        summary: "Remove the university's identity provider (email sign-in again)",
        response: okSchema(identityProviderResponseSchema),
      },
    },
    async (request) => {
      await removeIdentityProviderOf(services, requireActor(request));
      return ok({ identityProvider: null });
    },
  );
}
