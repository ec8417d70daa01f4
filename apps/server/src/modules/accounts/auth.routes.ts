import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountInfoQuerySchema,
  accountInfoResponseSchema,
  authResultSchema,
  loginLinkParamsSchema,
  loginSchema,
  logoutResultSchema,
  logoutSchema,
  refreshResultSchema,
  refreshSchema,
} from '@quad/shared/contracts/auth';
import { ERROR_CODES } from '@quad/shared/errors';
import { publicAccess, requireActor, signedIn } from '../../core/auth/access';
import { UnauthorizedError } from '../../core/errors/app-error';
import { ok, okSchema } from '../../core/http/envelope';
import type { AccountsRouteOptions } from './accounts.deps';
import { accountInfo, requireLiveAccount } from './account-info.service';
import { signedInAnswer } from './auth-result';
import { login, loginWithCode } from './login.service';
import { clearRefreshCookie, presentedRefreshToken, setRefreshCookie } from './session-cookies';
import { endSession, rotateSession } from './sessions.service';
import { problem } from '../../core/errors/problems';

const TAGS = ['auth'];

/** Sign-in, session rotation, sign-out, one-time links and the account (spec §7 Account). */
export async function authRoutes(
  app: FastifyInstance,
  { services }: AccountsRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = services;

  r.post(
    '/auth/login',
    {
      // Per address; the per-account limit lives in the service (it needs the email).
      config: { access: publicAccess, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'Sign in with email and password',
        body: loginSchema,
        response: okSchema(authResultSchema),
      },
    },
    async (request, reply) => {
      const { account, session } = await login(services, request, request.body);
      const scope = {
        universityId: request.body.universityId,
        groupId: request.body.universityGroupId,
      };
      return ok(await signedInAnswer(services, reply, account, session, scope));
    },
  );

  r.get(
    '/auth/login/:authCode',
    {
      config: { access: publicAccess, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'Sign in with a one-time link from a mail',
        params: loginLinkParamsSchema,
        response: okSchema(authResultSchema),
      },
    },
    async (request, reply) => {
      const { account, session } = await loginWithCode(services, request.params.authCode);
      return ok(await signedInAnswer(services, reply, account, session));
    },
  );

  r.post(
    '/auth/refreshTokens',
    {
      config: { access: publicAccess, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'Rotate the refresh token (body or cookie) into a new pair',
        description: 'Presenting an already rotated refresh token revokes its whole family.',
        body: refreshSchema.nullish(),
        response: okSchema(refreshResultSchema),
      },
    },
    async (request, reply) => {
      const presented = presentedRefreshToken(request, request.body?.token);
      if (!presented) {
        throw new UnauthorizedError(problem('signInAgain'), ERROR_CODES.INVALID_TOKEN);
      }
      try {
        const session = await rotateSession(services, presented);
        setRefreshCookie(reply, config, session);
        return ok({ token: session.token, refreshToken: session.refreshToken });
      } catch (error) {
        clearRefreshCookie(reply, config);
        throw error;
      }
    },
  );

  r.post(
    '/auth/logout',
    {
      config: { access: publicAccess },
      schema: {
        tags: TAGS,
        summary:
          'Sign out: end the sign-in of the refresh token (body or cookie) or of the access token, and clear the cookie',
        body: logoutSchema.nullish(),
        response: okSchema(logoutResultSchema),
      },
    },
    async (request, reply) => {
      const presented = presentedRefreshToken(request, request.body?.token);
      await endSession(services, presented, request.actor);
      clearRefreshCookie(reply, config);
      return ok({ loggedOut: true as const });
    },
  );

  r.get(
    '/account/info',
    {
      config: { access: signedIn() },
      schema: {
        tags: ['account'],
        summary: 'The signed-in account',
        querystring: accountInfoQuerySchema,
        response: okSchema(accountInfoResponseSchema),
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      const info = await accountInfo(services, account, request.query);
      return ok({ account: info });
    },
  );
}
