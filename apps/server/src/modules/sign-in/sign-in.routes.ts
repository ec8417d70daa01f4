import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authResultSchema,
  shortVideoRegistrationSchema,
  socialRegistrationSchema,
} from '@quad/shared/contracts/auth';
import {
  portalSignInSchema,
  samlCallbackBodySchema,
  samlMetadataParamsSchema,
  socialMediaParamsSchema,
  socialProvidersResponseSchema,
  ssoCallbackQuerySchema,
  ssoExchangeResultSchema,
  ssoExchangeSchema,
  ssoNewLoginSchema,
  ssoStartResultSchema,
  ssoStartSchema,
  tiktokLoginSchema,
  universitySsoDataQuerySchema,
  universitySsoDataResponseSchema,
} from '@quad/shared/contracts/sign-in';
import { publicAccess } from '../../core/auth/access';
import { escapeHtml } from '../../core/http/html';
import { ok, okSchema } from '../../core/http/envelope';
import { signedInAnswer } from '../accounts/auth-result';
import { samlMetadataOf, socialProviders, universitySsoData } from './provider-settings';
import { CALLBACK_PATH, type SignInContext } from './sign-in.context';
import {
  confirmIdentityLink,
  exchangeResult,
  finishAtProvider,
  registerWithProvider,
  SIGN_IN_EXPIRED_MESSAGE,
  startSignIn,
  type CallbackOutcome,
} from './sign-in.service';
import { portalSignIn, tiktokLogin, tiktokRegistration } from './token-sign-in.service';

const TAGS = ['sign-in providers'];

/** The page a popup shows when its sign-in is unknown: nothing to return to but the person. */
function expiredPage(): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign-in expired</title><body style="font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.25rem">Sign-in expired</h1><p>${escapeHtml(SIGN_IN_EXPIRED_MESSAGE)}</p><p>You can close this window.</p></body></html>`;
}

/** Sends the popup on to sign-in-success, or shows why it cannot go on. */
function answerCallback(reply: FastifyReply, outcome: CallbackOutcome) {
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  if ('redirectTo' in outcome) return reply.redirect(outcome.redirectTo, 303);
  return reply.code(400).type('text/html; charset=utf-8').send(expiredPage());
}

/** The widget scope a sign-in body names (`universityId` / `universityGroupId`). */
function scopeOf(body: { universityId?: number | null; universityGroupId?: number | null }) {
  return { universityId: body.universityId, groupId: body.universityGroupId };
}

/**
 * Single sign-on and provider sign-in through the popup (spec §2 sign-in-redirect/-success,
 * §7 Account, CONTRACT §9), under /interactionSite.
 */
export async function signInRoutes(
  app: FastifyInstance,
  { services }: { services: SignInContext },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/auth/universitySsoData',
    {
      config: { access: publicAccess, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: "The widget university's identity provider, if it has one",
        querystring: universitySsoDataQuerySchema,
        response: okSchema(universitySsoDataResponseSchema),
      },
    },
    async (request) => ok({ ssoData: await universitySsoData(services, request.query) }),
  );

  r.post(
    '/auth/sso/start',
    {
      config: { access: publicAccess, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'Start a sign-in in the popup: the provider URL to open',
        body: ssoStartSchema,
        response: okSchema(ssoStartResultSchema),
      },
    },
    async (request) => ok(await startSignIn(services, request.body)),
  );

  // The provider's answer; TikTok's registered redirect is the spec's own path for it.
  for (const path of ['/auth/sso/callback', '/auth/tiktok/callback']) {
    r.get(
      path,
      {
        config: { access: publicAccess, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: TAGS,
          summary: "The provider's answer; the popup goes on to sign-in-success",
          querystring: ssoCallbackQuerySchema,
        },
      },
      async (request, reply) => {
        const raw = request.raw.url ?? '';
        const search = raw.includes('?') ? raw.slice(raw.indexOf('?')) : '';
        const callbackUrl = new URL(`${services.config.publicUrl}${CALLBACK_PATH}${search}`);
        const outcome = await finishAtProvider(services, {
          kind: 'redirect',
          callbackUrl,
          state: request.query.state,
          error: request.query.error,
        });
        return answerCallback(reply, outcome);
      },
    );
  }

  r.post(
    '/auth/login/sso',
    {
      config: { access: publicAccess, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: "Sign in with data from the university's own portal (signed, or encrypted)",
        body: portalSignInSchema,
        response: okSchema(ssoExchangeResultSchema),
      },
    },
    async (request, reply) => {
      const outcome = await portalSignIn(services, request, request.body);
      if (outcome.status !== 'signedIn') return ok(outcome);
      const answer = await signedInAnswer(
        services,
        reply,
        outcome.account,
        outcome.session,
        scopeOf(request.body),
      );
      return ok({ status: 'signedIn' as const, ...answer });
    },
  );

  r.post(
    '/auth/tiktok/login',
    {
      config: { access: publicAccess, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'Sign in with a TikTok access token and its openId (TikTok confirms them)',
        body: tiktokLoginSchema,
        response: okSchema(ssoExchangeResultSchema),
      },
    },
    async (request, reply) => {
      const outcome = await tiktokLogin(services, request, request.body);
      if (outcome.status !== 'signedIn') return ok(outcome);
      const scope = scopeOf(request.body);
      const answer = await signedInAnswer(services, reply, outcome.account, outcome.session, scope);
      return ok({ status: 'signedIn' as const, ...answer });
    },
  );

  r.post(
    '/auth/tiktok/registration',
    {
      config: { access: publicAccess, rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags: TAGS,
        summary: 'Register the person a TikTok access token belongs to',
        body: shortVideoRegistrationSchema,
        response: okSchema(authResultSchema),
      },
    },
    async (request, reply) => {
      const { account, session } = await tiktokRegistration(services, request.body, {
        acceptLanguage: request.headers['accept-language'],
      });
      const scope = { universityId: request.body.university_id, groupId: request.body.group_id };
      return ok(await signedInAnswer(services, reply, account, session, scope));
    },
  );

  // A SAML IdP posts its answer as a form; only this scope reads form bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  r.post(
    '/auth/sso/callback',
    {
      config: { access: publicAccess, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary:
          "A SAML provider's answer (HTTP-POST binding); the popup goes on to sign-in-success",
        body: samlCallbackBodySchema,
      },
    },
    async (request, reply) => {
      const outcome = await finishAtProvider(services, {
        kind: 'saml',
        state: request.body.RelayState,
        samlResponse: request.body.SAMLResponse,
      });
      return answerCallback(reply, outcome);
    },
  );

  r.get(
    '/auth/sso/saml/:universityId/metadata',
    {
      config: { access: publicAccess, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: "Quad's SAML service provider metadata for a university's IdP",
        params: samlMetadataParamsSchema,
      },
    },
    async (request, reply) => {
      const xml = await samlMetadataOf(services, request.params.universityId);
      return reply.type('application/samlmetadata+xml; charset=utf-8').send(xml);
    },
  );

  const exchange = (path: string, summary: string, withType: boolean) =>
    r.post(
      path,
      {
        config: { access: publicAccess, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: TAGS,
          summary,
          ...(withType ? { params: socialMediaParamsSchema } : {}),
          body: ssoExchangeSchema,
          response: okSchema(ssoExchangeResultSchema),
        },
      },
      async (request, reply) => {
        const expected = withType ? socialMediaParamsSchema.parse(request.params).type : undefined;
        const outcome = await exchangeResult(services, request, request.body, expected);
        if (outcome.status !== 'signedIn') return ok(outcome);
        const scope = scopeOf(request.body);
        const answer = await signedInAnswer(
          services,
          reply,
          outcome.account,
          outcome.session,
          scope,
        );
        return ok({ status: 'signedIn' as const, ...answer });
      },
    );
  exchange(
    '/auth/login/ssoCognito',
    "Trade the popup's one-time code for a session (or registration data)",
    false,
  );
  exchange(
    '/auth/login/social/media/:type',
    "Trade a social provider popup's one-time code (the provider must match)",
    true,
  );

  r.get(
    '/auth/providers',
    {
      config: { access: publicAccess },
      schema: {
        tags: TAGS,
        summary: 'The social sign-in providers offered (Google, Facebook, LinkedIn)',
        response: okSchema(socialProvidersResponseSchema),
      },
    },
    async () => ok({ providers: socialProviders(services) }),
  );

  r.post(
    '/auth/ssoNewLogin',
    {
      config: { access: publicAccess, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'Confirm the mailed code that links a single sign-on to an existing account',
        body: ssoNewLoginSchema,
        response: okSchema(authResultSchema),
      },
    },
    async (request, reply) => {
      const { account, session } = await confirmIdentityLink(services, request.body);
      const scope = scopeOf(request.body);
      return ok(await signedInAnswer(services, reply, account, session, scope));
    },
  );

  r.post(
    '/auth/registration/social/media/:type',
    {
      config: { access: publicAccess, rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags: TAGS,
        summary: 'Register with what a sign-in provider vouched for (signedData)',
        params: socialMediaParamsSchema,
        body: socialRegistrationSchema,
        response: okSchema(authResultSchema),
      },
    },
    async (request, reply) => {
      const { account, session } = await registerWithProvider(
        services,
        request.params.type,
        request.body,
        { acceptLanguage: request.headers['accept-language'] },
      );
      const scope = { universityId: request.body.university_id, groupId: request.body.group_id };
      return ok(await signedInAnswer(services, reply, account, session, scope));
    },
  );
}
