import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountInfoResponseSchema,
  authResultSchema,
  codeSentSchema,
  emailChangeRequestSchema,
  emailChangeSchema,
  passwordChangeSchema,
  passwordRecoveryConfirmSchema,
  passwordRecoverySchema,
  recoveryRequestedSchema,
} from '@quad/shared/contracts/auth';
import { publicAccess, requireActor, signedIn } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import type { AccountsRouteOptions } from './accounts.deps';
import { accountInfo, requireLiveAccount } from './account-info.service';
import { signedInAnswer } from './auth-result';
import {
  confirmEmailChange,
  confirmPasswordChange,
  requestEmailChange,
  requestPasswordChange,
} from './credentials.service';
import { confirmRecovery, requestRecovery } from './recovery.service';

const TAGS = ['account'];

/** Email and password changes by mailed code, and password recovery (/interactionSite). */
export async function credentialsRoutes(
  app: FastifyInstance,
  { services }: AccountsRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  r.get(
    '/account/edit/email',
    {
      config: { access: signedIn() },
      schema: {
        tags: TAGS,
        summary: 'Mail a verification code to a new email address',
        querystring: emailChangeRequestSchema,
        response: okSchema(codeSentSchema),
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      return ok(await requestEmailChange(services, request, account, request.query.email));
    },
  );

  r.post(
    '/account/edit/email',
    {
      config: { access: signedIn() },
      schema: {
        tags: TAGS,
        summary: 'Change the email address with the code mailed to it',
        body: emailChangeSchema,
        response: okSchema(accountInfoResponseSchema),
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      const updated = await confirmEmailChange(services, request, account, request.body);
      const info = await accountInfo(services, updated);
      return ok({ account: info });
    },
  );

  r.get(
    '/account/edit/password',
    {
      config: { access: signedIn() },
      schema: {
        tags: TAGS,
        summary: 'Mail a verification code for a password change',
        response: okSchema(codeSentSchema),
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      return ok(await requestPasswordChange(services, request, account));
    },
  );

  r.post(
    '/account/edit/password',
    {
      config: { access: signedIn() },
      schema: {
        tags: TAGS,
        summary: 'Change the password with the mailed code; other sessions are signed out',
        body: passwordChangeSchema,
        response: okSchema(authResultSchema),
      },
    },
    async (request, reply) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      const result = await confirmPasswordChange(services, request, account, request.body);
      return ok(await signedInAnswer(services, reply, result.account, result.session));
    },
  );

  r.post(
    '/account/recovery/password',
    {
      config: { access: publicAccess, rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: TAGS,
        summary: 'Mail a password-reset link (the answer never says whether the address exists)',
        body: passwordRecoverySchema,
        response: okSchema(recoveryRequestedSchema),
      },
    },
    async (request) => {
      await requestRecovery(services, request, request.body);
      return ok({ sent: true as const });
    },
  );

  r.post(
    '/account/recovery/passwordConfirm',
    {
      config: { access: publicAccess, rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: TAGS,
        summary: 'Set a new password with the user_id and code of a reset link',
        body: passwordRecoveryConfirmSchema,
        response: okSchema(authResultSchema),
      },
    },
    async (request, reply) => {
      const result = await confirmRecovery(services, request, request.body);
      return ok(await signedInAnswer(services, reply, result.account, result.session));
    },
  );
}
