import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  logoutResultSchema,
  recoveryRequestedSchema,
  refreshResultSchema,
} from '@quad/shared/contracts/auth';
import {
  communityAuthResultSchema,
  communityCheckEmailResultSchema,
  communityCheckEmailSchema,
  communityGoogleLinkSchema,
  communityGoogleResultSchema,
  communityGoogleSchema,
  communityLoginSchema,
  communityLogoutSchema,
  communityRecoveryConfirmSchema,
  communityRecoverySchema,
  communityRefreshSchema,
  communityRegistrationSchema,
  communityTapFeedSchema,
} from '@quad/shared/contracts/community-accounts';
import { ERROR_CODES } from '@quad/shared/errors';
import { publicAccess } from '../../core/auth/access';
import { UnauthorizedError } from '../../core/errors/app-error';
import { ok, okSchema } from '../../core/http/envelope';
import {
  clearRefreshCookie,
  presentedRefreshToken,
  setRefreshCookie,
} from '../accounts/session-cookies';
import { endSession, rotateSession } from '../accounts/sessions.service';
import type { SignInContext } from '../sign-in/sign-in.context';
import {
  confirmCommunityRecovery,
  confirmGoogleLink,
  emailExists,
  googleSignIn,
  loginToCommunity,
  registerInCommunity,
  requestCommunityRecovery,
} from './community-auth.service';
import { communityArea, communitySignedIn, COMMUNITY_REFRESH_COOKIE } from './community-session';
import { redeemHandoff } from './handoff.service';
import { problem } from '../../core/errors/problems';

const TAGS = ['community accounts'];

/** The community's sign-up, sign-in and sessions (spec §7 Community), under /community. */
export async function communityAuthRoutes(
  app: FastifyInstance,
  { services }: { services: SignInContext },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = services;
  const language = (headers: { 'accept-language'?: string | undefined }) => ({
    acceptLanguage: headers['accept-language'],
  });

  r.post(
    '/auth/checkEmail',
    {
      // It answers whether an address has an account: limited so it cannot be used to harvest.
      config: { access: publicAccess, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'Whether an email address already has an account',
        body: communityCheckEmailSchema,
        response: okSchema(communityCheckEmailResultSchema),
      },
    },
    async (request) => ok({ exists: await emailExists(services, request.body) }),
  );

  r.post(
    '/auth/registration',
    {
      config: { access: publicAccess, rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags: TAGS,
        summary: "Join a university's community with email and password",
        body: communityRegistrationSchema,
        response: okSchema(communityAuthResultSchema),
      },
    },
    async (request, reply) => {
      const { account, session } = await registerInCommunity(
        services,
        request.body,
        language(request.headers),
      );
      return ok(
        await communitySignedIn(services, reply, account, session, request.body.universityId),
      );
    },
  );

  r.post(
    '/auth/login',
    {
      config: { access: publicAccess, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'Sign in to the community with email and password',
        body: communityLoginSchema,
        response: okSchema(communityAuthResultSchema),
      },
    },
    async (request, reply) => {
      const { account, session } = await loginToCommunity(services, request, request.body);
      return ok(
        await communitySignedIn(services, reply, account, session, request.body.universityId),
      );
    },
  );

  r.post(
    '/auth/google',
    {
      config: { access: publicAccess, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: "Trade a community Google popup's one-time code for a community session",
        description:
          "Start the popup with POST /api/v1/interactionSite/auth/sso/start { provider: 'google', area: 'community' }. 404 SSO_PROVIDER_NOT_FOUND when Google sign-in is not configured.",
        body: communityGoogleSchema,
        response: okSchema(communityGoogleResultSchema),
      },
    },
    async (request, reply) => {
      const outcome = await googleSignIn(services, request, request.body);
      if (outcome.status !== 'signedIn') return ok(outcome);
      const answer = await communitySignedIn(
        services,
        reply,
        outcome.account,
        outcome.session,
        request.body.universityId,
      );
      return ok({ status: 'signedIn' as const, ...answer });
    },
  );

  r.post(
    '/auth/google/link',
    {
      config: { access: publicAccess, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'Confirm the mailed code that links Google to an existing account',
        body: communityGoogleLinkSchema,
        response: okSchema(communityAuthResultSchema),
      },
    },
    async (request, reply) => {
      const { account, session } = await confirmGoogleLink(services, request.body);
      return ok(
        await communitySignedIn(services, reply, account, session, request.body.universityId),
      );
    },
  );

  r.post(
    '/auth/recovery/password',
    {
      config: { access: publicAccess, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary:
          'Mail a password-reset link to the community (same answer whether or not the address has an account)',
        body: communityRecoverySchema,
        response: okSchema(recoveryRequestedSchema),
      },
    },
    async (request) => {
      await requestCommunityRecovery(services, request, request.body);
      return ok({ sent: true as const });
    },
  );

  r.post(
    '/auth/recovery/passwordConfirm',
    {
      config: { access: publicAccess, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: "Set a new password with the reset link's code; signs in to the community",
        description: 'Every other session of the account (widget and community) ends.',
        body: communityRecoveryConfirmSchema,
        response: okSchema(communityAuthResultSchema),
      },
    },
    async (request, reply) => {
      const { account, session } = await confirmCommunityRecovery(services, request, request.body);
      return ok(await communitySignedIn(services, reply, account, session));
    },
  );

  r.post(
    '/auth/registrationFromTapFeed',
    {
      config: { access: publicAccess, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: "Join the community as the widget's signed-in prospect, with a single-use handoff",
        description:
          'The handoff comes from POST /api/v1/widget/account/communityHandoff (2 minutes, single use).',
        body: communityTapFeedSchema,
        response: okSchema(communityAuthResultSchema),
      },
    },
    async (request, reply) => {
      const { account, session, universityId } = await redeemHandoff(services, request.body);
      return ok(await communitySignedIn(services, reply, account, session, universityId));
    },
  );

  r.post(
    '/auth/refreshTokens',
    {
      config: { access: publicAccess, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'Rotate the community refresh token (body or cookie) into a new pair',
        description:
          'The fingerprint must be the one the session started with: another one ends the session. Presenting an already rotated token revokes its whole family.',
        body: communityRefreshSchema,
        response: okSchema(refreshResultSchema),
      },
    },
    async (request, reply) => {
      const presented = presentedRefreshToken(
        request,
        request.body.token,
        COMMUNITY_REFRESH_COOKIE,
      );
      if (!presented) {
        throw new UnauthorizedError(problem('signInAgain'), ERROR_CODES.INVALID_TOKEN);
      }
      try {
        const session = await rotateSession(
          services,
          presented,
          communityArea(request.body.fingerprint),
        );
        setRefreshCookie(reply, config, session, COMMUNITY_REFRESH_COOKIE);
        return ok({ token: session.token, refreshToken: session.refreshToken });
      } catch (error) {
        clearRefreshCookie(reply, config, COMMUNITY_REFRESH_COOKIE);
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
        summary: 'Sign out of the community only (the widget stays signed in) and clear its cookie',
        body: communityLogoutSchema.nullish(),
        response: okSchema(logoutResultSchema),
      },
    },
    async (request, reply) => {
      const presented = presentedRefreshToken(
        request,
        request.body?.token,
        COMMUNITY_REFRESH_COOKIE,
      );
      await endSession(services, presented, request.actor, 'community');
      clearRefreshCookie(reply, config, COMMUNITY_REFRESH_COOKIE);
      return ok({ loggedOut: true as const });
    },
  );
}
