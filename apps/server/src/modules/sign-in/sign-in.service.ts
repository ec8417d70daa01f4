import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { NewUserData, SocialRegistration } from '@quad/shared/contracts/auth';
import type {
  PopupProvider,
  SsoExchange,
  SsoNewLogin,
  SsoStart,
} from '@quad/shared/contracts/sign-in';
import { ERROR_CODES } from '@quad/shared/errors';
import { guestChannel, type GuestPayload } from '@quad/shared/events';
import { commit } from '../../core/db/transaction';
import { BadRequestError, ConflictError, ValidationError } from '../../core/errors/app-error';
import { enqueueEvents } from '../../core/events/outbox';
import { enqueueMail } from '../../core/mail/mailer';
import { verificationCodeMail } from '../../core/mail/templates/account-mails';
import { addressed, mailContextFor } from '../accounts/account-mail';
import { findAccountByEmail, linkIdentity, type AccountRow } from '../accounts/accounts.repository';
import { requireLiveAccount } from '../accounts/account-info.service';
import {
  claimCode,
  hexCode,
  invalidCode,
  issueCode,
  numericCode,
  verifyCode,
} from '../accounts/one-time-codes.service';
import { register } from '../accounts/registration.service';
import {
  MAIN_AREA,
  startSession,
  type Session,
  type SessionArea,
} from '../accounts/sessions.service';
import { facebookAuthorizeUrl, facebookIdentity } from './facebook';
import { authorizationUrl, identityFromCallback } from './oidc';
import { popupProviderOf, settingsFor } from './provider-settings';
import { areaOfFlow, flowProviderKey, providerOfFlow } from './flow-area';
import { signRegistrationData, verifyRegistrationData } from './registration-data';
import { samlAuthorizeUrl, samlIdentity } from './saml';
import { CALLBACK_PATH, type SignInContext } from './sign-in.context';
import {
  answerFlow,
  claimFlowByResultCode,
  findAccountIdOfIdentity,
  findFlow,
  findOpenFlow,
  insertSignInFlow,
  type ProviderIdentity,
  type SignInFlowRow,
} from './sign-in.repository';
import { tiktokAuthorizeUrl, tiktokIdentity } from './tiktok';
import { problem, PROBLEMS } from '../../core/errors/problems';

/** How long the popup has to come back from the provider. */
const FLOW_TTL_MINUTES = 10;
/** How long the opener has to trade the popup's result. */
const RESULT_TTL_MINUTES = 2;
const LINK_CODE_TTL_MINUTES = 15;
/** Spec §5: single-sign-on sign-up uses nationality 41 by default. */
export const SSO_DEFAULT_NATIONALITY_ID = 41;

export const SIGN_IN_EXPIRED_MESSAGE = PROBLEMS.signInExpired;
const NOT_CONFIRMED_MESSAGE =
  'We could not confirm your sign-in with the sign-in service. Please try again.';
const REFUSED_MESSAGE = 'The sign-in was cancelled or refused. Please try again.';

/** The provider key under which an identity is linked: one per university, or Google. */
function identityKey(flow: Pick<SignInFlowRow, 'provider' | 'universityId'>): string {
  const provider = providerOfFlow(flow);
  return provider === 'sso' ? `sso:${flow.universityId}` : provider;
}

function sha256(value: string, encoding: 'hex' | 'base64url'): string {
  return createHash('sha256').update(value).digest(encoding);
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
    provider: flowProviderKey(input.provider, input.area),
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
  const found = await settingsFor(ctx, popupProviderOf(providerOfFlow(flow)), {
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
  new BadRequestError(problem('signInExpired'), undefined, ERROR_CODES.INVALID_CODE);

/**
 * The identity a popup flow confirmed, traded once for its one-time code by the window that
 * started it (the verifier proves it), in the area the flow was started for.
 */
export async function claimFlowIdentity(
  ctx: Pick<SignInContext, 'db'>,
  input: Pick<SsoExchange, 'code' | 'verifier'>,
  expected: { provider?: PopupProvider | undefined; area: SessionArea['audience'] },
): Promise<ProviderIdentity> {
  const flow = await claimFlowByResultCode(ctx.db, sha256(input.code, 'hex'));
  if (!flow?.identity || sha256(input.verifier, 'base64url') !== flow.openerChallenge) {
    throw expired();
  }
  if (areaOfFlow(flow) !== expected.area) throw expired();
  if (expected.provider && popupProviderOf(providerOfFlow(flow)) !== expected.provider) {
    throw expired();
  }
  return flow.identity;
}

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
  const identity = await claimFlowIdentity(ctx, input, { provider: expected, area: 'main' });
  return outcomeFor(ctx, request, identity, input.accessType);
}

/**
 * What a confirmed provider identity leads to: a linked account signs in (to the widget, or the
 * area named); an email that already has an account gets a mailed code to link it; anyone else
 * registers with what the provider vouched for.
 */
export async function outcomeFor(
  ctx: SignInContext,
  request: FastifyRequest,
  identity: ProviderIdentity,
  accessType: SsoExchange['accessType'],
  area: SessionArea = MAIN_AREA,
): Promise<ExchangeOutcome> {
  const linkedId = await findAccountIdOfIdentity(ctx.db, identity.provider, identity.subject);
  if (linkedId !== undefined) {
    const account = await requireLiveAccount(ctx.db, linkedId);
    const session = await commit(ctx.db, ctx.after, (tx) =>
      startSession(tx, ctx.tokens, account, accessType, area),
    );
    return { status: 'signedIn', account, session };
  }

  const existing = identity.email ? await findAccountByEmail(ctx.db, identity.email) : undefined;
  if (existing && !existing.deletedAt) {
    await ctx.codeMessages.assertAllowed(request, `mail:${existing.id}`, 'tooManyCodes');
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
  input: Pick<SsoNewLogin, 'email' | 'ssoCode' | 'accessType'>,
  area: SessionArea = MAIN_AREA,
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
    const session = await startSession(tx, ctx.tokens, found, input.accessType, area);
    return { account: found, session };
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
    throw new BadRequestError(problem('signUpExpired'), [
      { path: 'body.signedData', message: 'Sign in with your provider again.' },
    ]);
  }
  if (identity.email && identity.emailVerified && input.email !== identity.email) {
    throw new ValidationError([
      { path: 'body.email', message: 'Use the email address you signed in with.' },
    ]);
  }
  if ((await findAccountIdOfIdentity(ctx.db, identity.provider, identity.subject)) !== undefined) {
    throw new ConflictError(problem('alreadyHaveAccount'), ERROR_CODES.EMAIL_TAKEN);
  }
  const { signedData: _signedData, ...registration } = input;
  return register(
    ctx,
    { ...registration, nationality_id: registration.nationality_id ?? SSO_DEFAULT_NATIONALITY_ID },
    meta,
    { provider: identity.provider, subject: identity.subject },
  );
}
