import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountInfoResponseSchema,
  accountLanguageSchema,
  changeMailingSchema,
  deleteAccountResultSchema,
  editAccountSchema,
  mailingResultSchema,
} from '@quad/shared/contracts/auth';
import { ROLES } from '@quad/shared/roles';
import { requireActor, signedIn } from '../../core/auth/access';
import { ok, okSchema } from '../../core/http/envelope';
import { forRequest } from '../../core/service-context';
import type { AccountsRouteOptions } from './accounts.deps';
import { deleteAccount } from './account-deletion.service';
import { accountInfo, requireLiveAccount } from './account-info.service';
import { presentMailing } from './account.presenter';
import {
  acceptTerms,
  changeLanguage,
  changeMailing,
  editAccount,
} from './account-settings.service';
import { clearRefreshCookie } from './session-cookies';

const TAGS = ['account'];

/** Terms, name, mailing preferences and deletion of the signed-in account (/interactionSite). */
export async function accountSettingsRoutes(
  app: FastifyInstance,
  { services }: AccountsRouteOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const info = (account: Parameters<typeof accountInfo>[1]) => accountInfo(services, account);

  r.post(
    '/account/saveAcceptedTerms',
    {
      config: { access: signedIn() },
      schema: {
        tags: TAGS,
        summary: 'Accept the terms (the accept-terms modal)',
        response: okSchema(accountInfoResponseSchema),
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      return ok({ account: await info(await acceptTerms(services, account)) });
    },
  );

  r.put(
    '/account/edit',
    {
      config: { access: signedIn() },
      schema: {
        tags: TAGS,
        summary: 'Change the first and last name',
        body: editAccountSchema,
        response: okSchema(accountInfoResponseSchema),
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      return ok({ account: await info(await editAccount(services, account, request.body)) });
    },
  );

  r.put(
    '/account/language',
    {
      config: { access: signedIn() },
      schema: {
        tags: TAGS,
        summary: 'Keep the language the person reads Quad in (their mail follows it)',
        body: accountLanguageSchema,
        response: okSchema(accountInfoResponseSchema),
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      return ok({ account: await info(await changeLanguage(services, account, request.body)) });
    },
  );

  r.put(
    '/account/edit/changeMailing',
    {
      config: { access: signedIn() },
      schema: {
        tags: TAGS,
        summary: 'Save mailing preferences for a university',
        body: changeMailingSchema,
        response: okSchema(mailingResultSchema),
      },
    },
    async (request) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      const updated = await changeMailing(services, account, request.body);
      return ok({ mailing: presentMailing(updated) });
    },
  );

  r.put(
    '/account/delete',
    {
      // Ambassador and admin accounts belong to their university, which removes them.
      config: { access: signedIn(ROLES.prospect) },
      schema: {
        tags: TAGS,
        summary: 'Delete the account: personal data is erased, conversations keep "Deleted user"',
        response: okSchema(deleteAccountResultSchema),
      },
    },
    async (request, reply) => {
      const account = await requireLiveAccount(db, requireActor(request).id);
      await deleteAccount(forRequest(services, request), account);
      clearRefreshCookie(reply, services.config);
      return ok({ deleted: true as const });
    },
  );
}
