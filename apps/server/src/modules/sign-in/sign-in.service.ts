import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type {
  NewUserData,
  ShortVideoRegistration,
  SocialRegistration,
} from '@quad/shared/contracts/auth';
import {
  popupProviderSchema,
  SOCIAL_PROVIDERS,
  type PopupProvider,
  type SocialProvider,
  type SsoData,
  type SsoExchange,
  type SsoNewLogin,
  type SsoStart,
  type PortalSignIn,
  type TikTokLogin,
  type UniversitySsoDataQuery,
} from '@quad/shared/contracts/sign-in';
import { ERROR_CODES, SPEC_MESSAGES } from '@quad/shared/errors';
import { guestChannel, type GuestPayload } from '@quad/shared/events';
import type { SecretBox } from '../../core/auth/secret-box';
import type { FacebookSettings, TikTokSettings } from '../../core/config/config';
import { commit } from '../../core/db/transaction';
import {
  AppError,
  BadRequestError,
  ConflictError,
  UnauthorizedError,
  ValidationError,
} from '../../core/errors/app-error';
import { enqueueEvents } from '../../core/events/outbox';
import { enqueueMail } from '../../core/mail/mailer';
import { verificationCodeMail } from '../../core/mail/templates/account-mails';
import type { AccountsContext } from '../accounts/accounts.deps';
import { addressed, mailContextFor } from '../accounts/account-mail';
import { findAccountByEmail, linkIdentity, type AccountRow } from '../accounts/accounts.repository';
import { requireLiveAccount } from '../accounts/account-info.service';
import { tooManyCodes } from '../accounts/login-limits';
import {
  claimCode,
  hexCode,
  invalidCode,
  issueCode,
  numericCode,
  verifyCode,
} from '../accounts/one-time-codes.service';
import { register } from '../accounts/registration.service';
import { startSession, type Session } from '../accounts/sessions.service';
import { resolveScope } from '../accounts/widget-scope';
import { singleSignOnEncrypted } from '../accounts/sso-policy';
import {
  authorizationUrl,
  identityFromCallback,
  type OidcClients,
  type OidcSettings,
} from './oidc';
import { samlAuthorizeUrl, samlIdentity, samlMetadata, type SamlSettings } from './saml';
import { facebookAuthorizeUrl, facebookIdentity } from './facebook';
import { tiktokAuthorizeUrl, tiktokIdentity, tiktokIdentityOfToken } from './tiktok';
import { portalClaims, portalPurpose, type PortalClaims } from './portal';
import { signRegistrationData, verifyRegistrationData } from './registration-data';
import {
  answerFlow,
  claimFlowByResultCode,
  findAccountIdOfIdentity,
  findFlow,
  findIdentityProvider,
  findOpenFlow,
  insertSignInFlow,
  portalSecretOf,
  recordPortalUse,
  type IdentityProviderRow,
  type ProviderIdentity,
  type SignInFlowRow,
} from './sign-in.repository';

/** What sign-in services are handed: the accounts context plus the provider clients. */
export type SignInContext = AccountsContext & { oidc: OidcClients; secrets: SecretBox };

/** How long the popup has to come back from the provider. */
const FLOW_TTL_MINUTES = 10;
/** How long the opener has to trade the popup's result. */
const RESULT_TTL_MINUTES = 2;
const LINK_CODE_TTL_MINUTES = 15;
/** Spec §5: single-sign-on sign-up uses nationality 41 by default. */
export const SSO_DEFAULT_NATIONALITY_ID = 41;

export const SIGN_IN_EXPIRED_MESSAGE = 'This sign-in has expired. Please try again.';
const NOT_CONFIRMED_MESSAGE =
  'We could not confirm your sign-in with the sign-in service. Please try again.';
const REFUSED_MESSAGE = 'The sign-in was cancelled or refused. Please try again.';

export const CALLBACK_PATH = '/api/v1/interactionSite/auth/sso/callback';

/** The provider key under which an identity is linked: one per university, or Google. */
function identityKey(flow: Pick<SignInFlowRow, 'provider' | 'universityId'>): string {
  return flow.provider === 'sso' ? `sso:${flow.universityId}` : flow.provider;
}

/** The popup provider a flow (or a linked identity's key) belongs to. */
function popupProviderOf(key: string): PopupProvider {
  return key.startsWith('sso') ? 'sso' : popupProviderSchema.catch('sso').parse(key);
}

function sha256(value: string, encoding: 'hex' | 'base64url'): string {
  return createHash('sha256').update(value).digest(encoding);
}

/** 404 with the spec §8 text, shown in the popup. */
function providerNotFound(): AppError {
  return new AppError(404, ERROR_CODES.SSO_PROVIDER_NOT_FOUND, SPEC_MESSAGES.noSsoProvider);
}

/** The entity id Quad uses at a university's SAML provider (its metadata lives there too). */
export function samlEntityId(publicUrl: string, universityId: number): string {
  return `${publicUrl}/api/v1/interactionSite/auth/sso/saml/${universityId}/metadata`;
}

type ProviderSettings =
  | { kind: 'oidc'; settings: OidcSettings }
  | { kind: 'saml'; settings: SamlSettings }
  | { kind: 'facebook'; settings: FacebookSettings }
  | { kind: 'tiktok'; settings: TikTokSettings };

type UniversityProviderSettings = Extract<ProviderSettings, { kind: 'oidc' | 'saml' }>;
type UniversityProvider = UniversityProviderSettings & { universityId: number; name: string };

/** How Quad talks to a stored provider: its kind, and the credentials opened from the box. */
function settingsOf(
  ctx: SignInContext,
  provider: IdentityProviderRow,
): UniversityProviderSettings | null {
  if (provider.kind === 'saml') {
    if (!provider.samlEntryPoint || !provider.samlCertificate) return null;
    return {
      kind: 'saml',
      settings: {
        idpIssuer: provider.issuer,
        entryPoint: provider.samlEntryPoint,
        certificate: provider.samlCertificate,
        spEntityId: samlEntityId(ctx.config.publicUrl, provider.universityId),
        callbackUrl: `${ctx.config.publicUrl}${CALLBACK_PATH}`,
      },
    };
  }
  const secret = provider.clientSecretSealed
    ? ctx.secrets.open(provider.clientSecretSealed, `identity-provider:${provider.universityId}`)
    : null;
  return {
    kind: 'oidc',
    settings: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: secret },
  };
}

/**
 * The university whose identity provider applies: the widget's university, or in a group the one
 * member university with a provider.
 */
async function ssoUniversity(
  ctx: SignInContext,
  ids: { universityId?: number | null | undefined; groupId?: number | null | undefined },
): Promise<UniversityProvider | null> {
  const scope = await resolveScope(ctx.db, ctx.config.publicUrl, ids);
  const candidates =
    scope.universityId !== null ? [scope.universityId] : scope.universities.map((u) => u.id);
  const found = [];
  for (const id of candidates) {
    const row = await findIdentityProvider(ctx.db, id);
    if (row) found.push(row);
  }
  if (found.length !== 1) return null;
  const [{ provider, universityName }] = found as [(typeof found)[number]];
  const settings = settingsOf(ctx, provider);
  if (!settings) return null;
  return { ...settings, universityId: provider.universityId, name: universityName };
}

/** `GET /auth/sso/saml/{id}/metadata`: a university with a SAML provider gets Quad's metadata. */
export async function samlMetadataOf(ctx: SignInContext, universityId: number): Promise<string> {
  const found = await ssoUniversity(ctx, { universityId });
  if (found?.kind !== 'saml') throw providerNotFound();
  return samlMetadata(found.settings);
}

/** `GET /auth/providers`: the social providers this Quad is set up for. */
export function socialProviders(ctx: SignInContext): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => ctx.config.social[provider] !== undefined);
}

/** `GET /auth/universitySsoData`: the university's identity provider, if it has one. */
export async function universitySsoData(
  ctx: SignInContext,
  query: UniversitySsoDataQuery,
): Promise<SsoData | null> {
  const found = await ssoUniversity(ctx, {
    universityId: query.universityId,
    groupId: query.universityGroupId,
  });
  if (!found) return null;
  return {
    id: found.universityId,
    type: found.kind === 'saml' ? 'saml' : 'oidc',
    slug: `sso-${found.universityId}`,
    userId: null,
    university: { id: found.universityId, name: found.name },
  };
}

/** The provider settings of a flow (or of a start request). */
async function settingsFor(
  ctx: SignInContext,
  provider: PopupProvider,
  ids: { universityId?: number | null | undefined; groupId?: number | null | undefined },
): Promise<ProviderSettings & { universityId: number | null }> {
  const universityId = ids.universityId ?? null;
  if (provider === 'facebook') {
    const settings = ctx.config.social.facebook;
    if (!settings) throw providerNotFound();
    return { kind: 'facebook', settings, universityId };
  }
  if (provider === 'tiktok') {
    const settings = ctx.config.social.tiktok;
    if (!settings) throw providerNotFound();
    return { kind: 'tiktok', settings, universityId };
  }
  if (provider !== 'sso') {
    const settings = ctx.config.social[provider];
    if (!settings) throw providerNotFound();
    return { kind: 'oidc', settings, universityId };
  }
  const found = await ssoUniversity(ctx, ids);
  if (!found) throw providerNotFound();
  return found;
}

/**
 * `POST /auth/sso/start`: records a flow (state, nonce, PKCE verifier, the opener's challenge)
 * and answers the provider URL the popup goes to.
 */
export async function startSignIn(
  ctx: SignInContext,
  input: SsoStart,
): Promise<{ authorizationUrl: string }> {
  const ids = { universityId: input.universityId, groupId: input.universityGroupId };
  if (ids.universityId == null && ids.groupId == null) {
    throw new ValidationError([
      {
        path: 'body.universityId',
        message: 'Either universityId or universityGroupId is required.',
      },
    ]);
  }
  const found = await settingsFor(ctx, input.provider, ids);
  const oidcConfig = found.kind === 'oidc' ? await ctx.oidc.configuration(found.settings) : null;
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  await insertSignInFlow(ctx.db, {
    state,
    provider: input.provider,
    universityId: found.universityId,
    groupId: ids.groupId ?? null,
    basePath: ids.universityId != null ? String(ids.universityId) : `group/${ids.groupId}`,
    guest: input.guest,
    openerChallenge: input.challenge,
    nonce,
    codeVerifier,
    engagement: input.engagementData ?? null,
    expiresAt: new Date(Date.now() + FLOW_TTL_MINUTES * 60_000),
  });
  if (found.kind === 'saml') {
    return { authorizationUrl: await samlAuthorizeUrl(found.settings, state) };
  }
  const redirect = {
    redirectUri: `${ctx.config.publicUrl}${CALLBACK_PATH}`,
    state,
    codeChallenge: await client.calculatePKCECodeChallenge(codeVerifier),
  };
  if (found.kind === 'facebook') {
    return { authorizationUrl: facebookAuthorizeUrl(found.settings, redirect) };
  }
  if (found.kind === 'tiktok') {
    return { authorizationUrl: tiktokAuthorizeUrl(found.settings, redirect) };
  }
  const config = oidcConfig ?? (await ctx.oidc.configuration(found.settings));
  return { authorizationUrl: authorizationUrl(config, { ...redirect, nonce }) };
}

/** Where the popup goes after the provider: the success page with a code, or with an error. */
export type CallbackOutcome = { redirectTo: string } | { expired: true };

function successPage(ctx: SignInContext, flow: SignInFlowRow, params: Record<string, string>) {
  const query = new URLSearchParams(params).toString();
  return `${ctx.config.publicUrl}/${flow.basePath}/interaction/sign-in-success?${query}`;
}

/** Records a refusal once and tells the opener. */
async function refuse(
  ctx: SignInContext,
  flow: SignInFlowRow,
  message: string,
): Promise<CallbackOutcome> {
  await commit(ctx.db, ctx.after, async (tx) => {
    const answered = await answerFlow(tx, flow.state, {
      identity: null,
      resultCodeHash: null,
      expiresAt: flow.expiresAt,
    });
    if (answered) {
      const payload: GuestPayload = { status: 'error', message };
      await enqueueEvents(tx, [{ channel: guestChannel(flow.guest), payload }]);
    }
  });
  return { redirectTo: successPage(ctx, flow, { error: message }) };
}

/** What came back to the callback: a redirect (OpenID Connect, OAuth 2.0), or a SAML POST. */
export type ProviderAnswer =
  | { kind: 'redirect'; callbackUrl: URL; state?: string | undefined; error?: string | undefined }
  | { kind: 'saml'; state?: string | undefined; samlResponse: string };

/** The identity in a provider's answer for a flow; throws when any check fails. */
async function identityOf(
  ctx: SignInContext,
  flow: SignInFlowRow,
  answer: ProviderAnswer,
): Promise<ProviderIdentity> {
  const found = await settingsFor(ctx, popupProviderOf(flow.provider), {
    universityId: flow.universityId,
    groupId: flow.universityId === null ? flow.groupId : null,
  });
  if (found.kind === 'saml' && answer.kind === 'saml') {
    return samlIdentity(found.settings, flow, answer.samlResponse, identityKey(flow));
  }
  const redirectChecks = {
    redirectUri: `${ctx.config.publicUrl}${CALLBACK_PATH}`,
    codeVerifier: flow.codeVerifier,
  };
  if (found.kind === 'facebook' && answer.kind === 'redirect') {
    return facebookIdentity(found.settings, answer.callbackUrl, redirectChecks);
  }
  if (found.kind === 'tiktok' && answer.kind === 'redirect') {
    return tiktokIdentity(found.settings, answer.callbackUrl, redirectChecks);
  }
  if (found.kind === 'oidc' && answer.kind === 'redirect') {
    const config = await ctx.oidc.configuration(found.settings);
    return identityFromCallback(
      config,
      answer.callbackUrl,
      { state: flow.state, nonce: flow.nonce, codeVerifier: flow.codeVerifier },
      identityKey(flow),
    );
  }
  throw new Error(`a ${answer.kind} answer for a ${found.kind} provider`);
}

/**
 * The sign-in callback: the provider's answer (OpenID Connect redirect or SAML POST). The state
 * (RelayState) must name an open flow (a replayed or late answer finds none); the answer is
 * checked by openid-client or node-saml. The identity is kept on the flow behind a one-time code
 * that reaches the opener by the popup's `postMessage` and by `users:guest:{random}`.
 */
export async function finishAtProvider(
  ctx: SignInContext,
  answer: ProviderAnswer,
): Promise<CallbackOutcome> {
  const flow = answer.state ? await findOpenFlow(ctx.db, answer.state) : undefined;
  if (!flow) {
    const known = answer.state ? await findFlow(ctx.db, answer.state) : undefined;
    return known
      ? { redirectTo: successPage(ctx, known, { error: SIGN_IN_EXPIRED_MESSAGE }) }
      : { expired: true };
  }
  if (answer.kind === 'redirect' && answer.error) return refuse(ctx, flow, REFUSED_MESSAGE);

  let identity: ProviderIdentity;
  try {
    identity = await identityOf(ctx, flow, answer);
  } catch (error) {
    ctx.log.warn({ err: error, provider: flow.provider }, 'single sign-on answer refused');
    return refuse(ctx, flow, NOT_CONFIRMED_MESSAGE);
  }

  const code = hexCode();
  const answered = await commit(ctx.db, ctx.after, async (tx) => {
    const ok = await answerFlow(tx, flow.state, {
      identity,
      resultCodeHash: sha256(code, 'hex'),
      expiresAt: new Date(Date.now() + RESULT_TTL_MINUTES * 60_000),
    });
    if (ok) {
      const payload: GuestPayload = { status: 'signedIn', code };
      await enqueueEvents(tx, [{ channel: guestChannel(flow.guest), payload }]);
    }
    return ok;
  });
  if (!answered) return { redirectTo: successPage(ctx, flow, { error: SIGN_IN_EXPIRED_MESSAGE }) };
  return { redirectTo: successPage(ctx, flow, { code }) };
}

export type ExchangeOutcome =
  | { status: 'signedIn'; account: AccountRow; session: Session }
  | { status: 'newUser'; userData: NewUserData; signedData: string }
  | { status: 'linkRequired'; email: string };

const expired = () =>
  new BadRequestError(SIGN_IN_EXPIRED_MESSAGE, undefined, ERROR_CODES.INVALID_CODE);

/**
 * `POST /auth/login/ssoCognito`: the opener trades the one-time code, proving with the verifier
 * that it started the sign-in. A linked identity signs in; an email that already has an account
 * is linked only after a mailed code is confirmed; anyone else registers with the provider's
 * fields filled.
 */
export async function exchangeResult(
  ctx: SignInContext,
  request: FastifyRequest,
  input: SsoExchange,
  expected?: PopupProvider,
): Promise<ExchangeOutcome> {
  const flow = await claimFlowByResultCode(ctx.db, sha256(input.code, 'hex'));
  if (!flow?.identity || sha256(input.verifier, 'base64url') !== flow.openerChallenge) {
    throw expired();
  }
  if (expected && popupProviderOf(flow.provider) !== expected) throw expired();
  return outcomeFor(ctx, request, flow.identity, input.accessType);
}

/**
 * What a confirmed provider identity leads to: a linked account signs in; an email that already
 * has an account gets a mailed code to link it; anyone else registers with what the provider
 * vouched for.
 */
async function outcomeFor(
  ctx: SignInContext,
  request: FastifyRequest,
  identity: ProviderIdentity,
  accessType: SsoExchange['accessType'],
): Promise<ExchangeOutcome> {
  const linkedId = await findAccountIdOfIdentity(ctx.db, identity.provider, identity.subject);
  if (linkedId !== undefined) {
    const account = await requireLiveAccount(ctx.db, linkedId);
    const session = await commit(ctx.db, ctx.after, (tx) =>
      startSession(tx, ctx.tokens, account, accessType),
    );
    return { status: 'signedIn', account, session };
  }

  const existing = identity.email ? await findAccountByEmail(ctx.db, identity.email) : undefined;
  if (existing && !existing.deletedAt) {
    await ctx.codeMessages.assertAllowed(request, `mail:${existing.id}`, tooManyCodes);
    await ctx.codeMessages.count(request, `mail:${existing.id}`);
    const code = numericCode();
    await commit(ctx.db, ctx.after, async (tx) => {
      await issueCode(tx, ctx.config.jwtSecret, {
        accountId: existing.id,
        purpose: 'sso_link',
        code,
        ttlMinutes: LINK_CODE_TTL_MINUTES,
        payload: { provider: identity.provider, subject: identity.subject },
      });
      const context = await mailContextFor(tx, ctx.config.publicUrl, existing, {
        acceptLanguage: request.headers['accept-language'],
      });
      await enqueueMail(
        tx,
        addressed(
          existing.email,
          verificationCodeMail(context, 'sso_link', code, LINK_CODE_TTL_MINUTES),
        ),
      );
    });
    return { status: 'linkRequired', email: existing.email };
  }

  return {
    status: 'newUser',
    userData: {
      ...(identity.email ? { email: identity.email } : {}),
      ...(identity.firstName ? { first_name: identity.firstName } : {}),
      ...(identity.lastName ? { last_name: identity.lastName } : {}),
      nationality: SSO_DEFAULT_NATIONALITY_ID,
    },
    signedData: await signRegistrationData(ctx.config.jwtSecret, identity),
  };
}

/**
 * `POST /auth/ssoNewLogin`: the code mailed to an existing account links the provider identity
 * and signs in. Wrong codes count against the code like every other one-time code.
 */
export async function confirmIdentityLink(
  ctx: SignInContext,
  input: SsoNewLogin,
): Promise<{ account: AccountRow; session: Session }> {
  const found = await findAccountByEmail(ctx.db, input.email);
  if (!found || found.deletedAt) throw invalidCode();
  const row = await verifyCode(ctx.db, ctx.config.jwtSecret, {
    accountId: found.id,
    purpose: 'sso_link',
    code: input.ssoCode,
  });
  const provider = row.payload['provider'];
  const subject = row.payload['subject'];
  if (typeof provider !== 'string' || typeof subject !== 'string') throw expired();
  return commit(ctx.db, ctx.after, async (tx) => {
    await claimCode(tx, row.id);
    await linkIdentity(tx, found.id, provider, subject);
    return { account: found, session: await startSession(tx, ctx.tokens, found, input.accessType) };
  });
}

/**
 * `POST /auth/registration/social/media/{type}`: registration with what a provider vouched for
 * (`signedData`). The password is optional; a verified provider email cannot be swapped.
 */
export async function registerWithProvider(
  ctx: SignInContext,
  type: string,
  input: SocialRegistration,
  meta: { acceptLanguage?: string | undefined },
): Promise<{ account: AccountRow; session: Session }> {
  const identity = await verifyRegistrationData(ctx.config.jwtSecret, input.signedData);
  if (!identity || popupProviderOf(identity.provider) !== type) {
    throw new BadRequestError(
      'This sign-up has expired. Please sign in with your provider again.',
      [{ path: 'body.signedData', message: 'Sign in with your provider again.' }],
    );
  }
  if (identity.email && identity.emailVerified && input.email !== identity.email) {
    throw new ValidationError([
      { path: 'body.email', message: 'Use the email address you signed in with.' },
    ]);
  }
  if ((await findAccountIdOfIdentity(ctx.db, identity.provider, identity.subject)) !== undefined) {
    throw new ConflictError(
      'You already have an account. Please sign in.',
      ERROR_CODES.EMAIL_TAKEN,
    );
  }
  const { signedData: _signedData, ...registration } = input;
  return register(
    ctx,
    { ...registration, nationality_id: registration.nationality_id ?? SSO_DEFAULT_NATIONALITY_ID },
    meta,
    { provider: identity.provider, subject: identity.subject },
  );
}

const tiktokRefused = () =>
  new UnauthorizedError('TikTok did not confirm this sign-in. Please try again.');

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
    throw new ConflictError(
      'You already have an account. Please sign in.',
      ERROR_CODES.EMAIL_TAKEN,
    );
  }
  const { accessToken: _token, openId: _openId, ...registration } = input;
  return register(ctx, registration, meta, {
    provider: identity.provider,
    subject: identity.subject,
  });
}

const portalRefused = () =>
  new UnauthorizedError(
    'Your university could not sign you in from its site. Please sign in here instead.',
  );

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
