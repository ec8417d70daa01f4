import type { FastifyRequest } from 'fastify';
import type { ShortVideoRegistration } from '@quad/shared/contracts/auth';
import type { PortalSignIn, TikTokLogin } from '@quad/shared/contracts/sign-in';
import { ERROR_CODES } from '@quad/shared/errors';
import { ConflictError, UnauthorizedError } from '../../core/errors/app-error';
import type { AccountRow } from '../accounts/accounts.repository';
import { register } from '../accounts/registration.service';
import type { Session } from '../accounts/sessions.service';
import { singleSignOnEncrypted } from '../accounts/sso-policy';
import { portalClaims, portalPurpose, type PortalClaims } from './portal';
import { providerNotFound, ssoUniversity } from './provider-settings';
import type { SignInContext } from './sign-in.context';
import {
  findAccountIdOfIdentity,
  portalSecretOf,
  recordPortalUse,
  type ProviderIdentity,
} from './sign-in.repository';
import { outcomeFor, type ExchangeOutcome } from './sign-in.service';
import { tiktokIdentityOfToken } from './tiktok';
import { problem } from '../../core/errors/problems';

const tiktokRefused = () => new UnauthorizedError(problem('tiktokNotConfirmed'));

async function tiktokIdentityFor(
  ctx: SignInContext,
  accessToken: string,
  openId: string,
): Promise<ProviderIdentity> {
  const settings = ctx.config.social.tiktok;
  if (!settings) throw providerNotFound();
  try {
    return await tiktokIdentityOfToken(settings, accessToken, openId);
  } catch (error) {
    ctx.log.warn({ err: error }, 'TikTok token refused');
    throw tiktokRefused();
  }
}

/**
 * `POST /auth/tiktok/login`: a client holding a TikTok access token (`accessToken` + `openId`)
 * signs in; TikTok itself confirms whose token it is.
 */
export async function tiktokLogin(
  ctx: SignInContext,
  request: FastifyRequest,
  input: TikTokLogin,
): Promise<ExchangeOutcome> {
  const identity = await tiktokIdentityFor(ctx, input.accessToken, input.openId);
  return outcomeFor(ctx, request, identity, input.accessType);
}

/** `POST /auth/tiktok/registration`: registration of the person a TikTok token belongs to. */
export async function tiktokRegistration(
  ctx: SignInContext,
  input: ShortVideoRegistration,
  meta: { acceptLanguage?: string | undefined },
): Promise<{ account: AccountRow; session: Session }> {
  const identity = await tiktokIdentityFor(ctx, input.accessToken, input.openId);
  if ((await findAccountIdOfIdentity(ctx.db, identity.provider, identity.subject)) !== undefined) {
    throw new ConflictError(problem('alreadyHaveAccount'), ERROR_CODES.EMAIL_TAKEN);
  }
  const { accessToken: _token, openId: _openId, ...registration } = input;
  return register(ctx, registration, meta, {
    provider: identity.provider,
    subject: identity.subject,
  });
}

const portalRefused = () => new UnauthorizedError(problem('universitySignInFailed'));

/**
 * `POST /auth/login/sso`: sign-in data from the university's own portal (signed, or encrypted
 * where the university has `ssoEncrypted`), usable once. Leads where the popup does: signed in,
 * registration, or a mailed code to link an existing account.
 */
export async function portalSignIn(
  ctx: SignInContext,
  request: FastifyRequest,
  input: PortalSignIn,
): Promise<ExchangeOutcome> {
  const ids = { universityId: input.universityId, groupId: input.universityGroupId };
  const found = await ssoUniversity(ctx, ids);
  const sealed = found ? await portalSecretOf(ctx.db, found.universityId) : null;
  const secret =
    found && sealed ? ctx.secrets.open(sealed, portalPurpose(found.universityId)) : null;
  if (!found || !secret) throw providerNotFound();
  const encrypted = await singleSignOnEncrypted(ctx.db, { universityId: found.universityId });
  let claims: PortalClaims;
  try {
    claims = await portalClaims(input.signedData, {
      secret,
      encrypted,
      universityId: found.universityId,
    });
  } catch (error) {
    ctx.log.warn({ err: error }, 'portal sign-in data refused');
    throw portalRefused();
  }
  // The flows table remembers each portal payload until it expires: a replay finds it there.
  const used = await recordPortalUse(ctx.db, {
    key: `portal:${found.universityId}:${claims.jti}`,
    universityId: found.universityId,
    expiresAt: claims.expiresAt,
  });
  if (!used) throw portalRefused();
  return outcomeFor(ctx, request, claims.identity, input.accessType);
}
