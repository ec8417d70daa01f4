import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@quad/shared/limits';
import { createSecretBox } from '../../core/auth/secret-box';
import { createSmsProvider } from '../../core/sms/sms';
import { OidcClients } from '../sign-in/oidc';
import { identityProviderRoutes } from '../sign-in/identity-provider.routes';
import { signInRoutes } from '../sign-in/sign-in.routes';
import { deleteFlowsExpiredBefore } from '../sign-in/sign-in.repository';
import type { AppContext } from '../../core/app-context';
import type { SignInContext } from '../sign-in/sign-in.context';
import type { AccountsContext } from './accounts.deps';
import { accountSettingsRoutes } from './account-settings.routes';
import { authRoutes } from './auth.routes';
import { avatarRoutes } from './avatar.routes';
import { credentialsRoutes } from './credentials.routes';
import { devSmsRoutes } from './dev-sms.routes';
import {
  createAttemptLimiter,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_ACCOUNT,
} from './login-limits';
import { phoneRoutes } from './phone.routes';
import { experienceQuestionsRoutes, questionsRoutes } from './questions.routes';
import { referenceDataRoutes } from './reference-data.routes';
import { registrationRoutes } from './registration.routes';
import { dataExportRoutes } from './data-export.routes';

const INTERACTION_SITE = '/api/v1/interactionSite';

const accountsContexts = new WeakMap<AppContext, SignInContext>();

/**
 * The accounts (and sign-in) services of an app, built once: the widget and the community share
 * them, so a limit (failed sign-ins, mails with codes) counts across both areas.
 */
export function accountsContext(app: FastifyInstance): SignInContext {
  const known = accountsContexts.get(app.ctx);
  if (known) return known;
  const services: AccountsContext = {
    ...app.ctx.services,
    tokens: app.ctx.tokens,
    sms: createSmsProvider(app.ctx.config.sms, app.log),
    loginFailures: createAttemptLimiter(app, {
      max: LOGIN_FAILURES_PER_ACCOUNT,
      windowMs: LOGIN_FAILURE_WINDOW_MS,
    }),
    codeMessages: createAttemptLimiter(app, { max: 5, windowMs: 15 * 60 * 1000 }),
  };
  const built: SignInContext = {
    ...services,
    oidc: new OidcClients(services.config.env === 'production'),
    secrets: createSecretBox(services.config.secretsKey),
  };
  accountsContexts.set(app.ctx, built);
  return built;
}

/** Accounts and sign-in (auth, account settings, reference data): /interactionSite and /common. */
export async function accountsModule(app: FastifyInstance): Promise<void> {
  const signIn = accountsContext(app);
  const services: AccountsContext = signIn;
  // Only this module takes uploads (the avatar); the parser stays inside its scope.
  await app.register(multipart, {
    limits: {
      fileSize: AVATAR_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      headerPairs: 100,
    },
  });

  const options = { prefix: INTERACTION_SITE, services };
  await app.register(registrationRoutes, options);
  await app.register(authRoutes, options);
  await app.register(questionsRoutes, options);
  await app.register(accountSettingsRoutes, options);
  await app.register(credentialsRoutes, options);
  await app.register(avatarRoutes, options);
  await app.register(phoneRoutes, options);
  await app.register(dataExportRoutes, options);
  await app.register(signInRoutes, { prefix: INTERACTION_SITE, services: signIn });
  // Finished or abandoned popup sign-ins are kept a day for support, then removed.
  const pruning = setInterval(() => {
    deleteFlowsExpiredBefore(services.db, new Date(Date.now() - 24 * 60 * 60_000)).catch(
      (error: unknown) => app.log.warn({ err: error }, 'pruning sign-in flows failed'),
    );
  }, 60 * 60_000);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));
  await app.register(identityProviderRoutes, { prefix: '/api/v1/admin', services: signIn });
  await app.register(referenceDataRoutes, { prefix: '/api/v1/common', services });
  await app.register(experienceQuestionsRoutes, { prefix: '/api/v1/widget', services });
  if (services.config.env !== 'production') await app.register(devSmsRoutes, { services });
}
