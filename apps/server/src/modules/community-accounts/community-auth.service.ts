import type { FastifyRequest } from 'fastify';
import type {
  CommunityGoogle,
  CommunityGoogleLink,
  CommunityLogin,
  CommunityRecoveryConfirm,
  CommunityRegistration,
} from '@quad/shared/contracts/community-accounts';
import { passwordProblem } from '../../core/auth/passwords';
import { BadRequestError, ValidationError } from '../../core/errors/app-error';
import { findAccountByEmail, type AccountRow } from '../accounts/accounts.repository';
import { setNewPassword } from '../accounts/credentials.service';
import { login } from '../accounts/login.service';
import { invalidCode, verifyCode } from '../accounts/one-time-codes.service';
import { requestRecovery } from '../accounts/recovery.service';
import { register, type RegistrationInput } from '../accounts/registration.service';
import type { Session } from '../accounts/sessions.service';
import { resolveScope } from '../accounts/widget-scope';
import { socialProviderNotFound } from '../sign-in/provider-settings';
import type { SignInContext } from '../sign-in/sign-in.context';
import { claimFlowIdentity, confirmIdentityLink, outcomeFor } from '../sign-in/sign-in.service';
import { assertKnownSubjects } from './community-account.service';
import { followSubjects } from './community-accounts.repository';
import { communityArea } from './community-session';
import { problem } from '../../core/errors/problems';

type SignedIn = { account: AccountRow; session: Session };

/** 404 when the community's university does not exist. */
async function assertUniversity(ctx: SignInContext, universityId: number): Promise<void> {
  await resolveScope(ctx.db, ctx.config.publicUrl, { universityId });
}

/** `POST /auth/checkEmail`: whether the address has an account (rate limited by the route). */
export async function emailExists(
  ctx: SignInContext,
  input: { email: string; universityId: number },
): Promise<boolean> {
  await assertUniversity(ctx, input.universityId);
  const found = await findAccountByEmail(ctx.db, input.email);
  return found !== undefined && found.deletedAt === null;
}

/** A registration of the widget's shape for someone joining through the community. */
function registrationOf(input: {
  universityId: number;
  email: string;
  password?: string | undefined;
  firstName: string;
  lastName: string;
}): RegistrationInput {
  return {
    email: input.email,
    password: input.password,
    name: input.firstName,
    last_name: input.lastName,
    university_id: input.universityId,
    marketing_preference: false,
    resive_email: false,
    communications: false,
    answers: [],
    accessType: 'web',
  };
}

/**
 * `POST /auth/registration`: the widget's registration (password rules, single sign-on rules,
 * welcome mail, a prospect of the university) with the subjects followed in the same commit,
 * and a community session instead of a widget one.
 */
export async function registerInCommunity(
  ctx: SignInContext,
  input: CommunityRegistration,
  meta: { acceptLanguage?: string | undefined },
): Promise<SignedIn> {
  assertKnownSubjects(input.subjectIds, 'body.subjectIds');
  return register(ctx, registrationOf(input), meta, undefined, {
    area: communityArea(input.fingerprint),
    within: (tx, account) => followSubjects(tx, account.id, input.subjectIds),
  });
}

/** `POST /auth/login`: the widget's sign-in (same limits and refusals), for a community session. */
export async function loginToCommunity(
  ctx: SignInContext,
  request: FastifyRequest,
  input: CommunityLogin,
): Promise<SignedIn> {
  await assertUniversity(ctx, input.universityId);
  return login(
    ctx,
    request,
    {
      email: input.email,
      password: input.password,
      universityId: input.universityId,
      accessType: 'web',
    },
    communityArea(input.fingerprint),
  );
}

export type CommunityGoogleOutcome =
  ({ status: 'signedIn' } & SignedIn) | { status: 'linkRequired'; email: string };

/**
 * `POST /auth/google`: trades the one-time code of a popup flow started for the community. A
 * linked Google identity signs in; an address with a password account is linked only after a
 * mailed code (`POST /auth/google/link`); anyone else becomes a prospect of the university
 * (spec §7: community Google sign-in returns a token).
 */
export async function googleSignIn(
  ctx: SignInContext,
  request: FastifyRequest,
  input: CommunityGoogle,
): Promise<CommunityGoogleOutcome> {
  if (!ctx.config.social.google) throw socialProviderNotFound('google');
  await assertUniversity(ctx, input.universityId);
  const area = communityArea(input.fingerprint);
  const identity = await claimFlowIdentity(ctx, input, { provider: 'google', area: 'community' });
  const outcome = await outcomeFor(ctx, request, identity, 'web', area);
  if (outcome.status !== 'newUser') return outcome;
  if (!identity.email) {
    throw new BadRequestError(problem('googleNoEmail'));
  }
  const signedUp = await register(
    ctx,
    registrationOf({
      universityId: input.universityId,
      email: identity.email,
      firstName: identity.firstName ?? identity.email.split('@')[0] ?? '',
      lastName: identity.lastName ?? '',
    }),
    { acceptLanguage: request.headers['accept-language'] },
    { provider: identity.provider, subject: identity.subject },
    { area },
  );
  return { status: 'signedIn', ...signedUp };
}

/** `POST /auth/google/link`: the mailed code links Google to the account; a community session. */
export async function confirmGoogleLink(
  ctx: SignInContext,
  input: CommunityGoogleLink,
): Promise<SignedIn> {
  await assertUniversity(ctx, input.universityId);
  return confirmIdentityLink(
    ctx,
    { email: input.email, ssoCode: input.ssoCode, accessType: 'web' },
    communityArea(input.fingerprint),
  );
}

/** `POST /auth/recovery/password`: the widget's reset mail, linking to the community's page. */
export async function requestCommunityRecovery(
  ctx: SignInContext,
  request: FastifyRequest,
  input: { email: string; universityId: number },
): Promise<void> {
  await requestRecovery(ctx, request, input, 'community');
}

/**
 * `POST /auth/recovery/passwordConfirm`: the mailed code sets a new password; every session of
 * the account ends (widget and community) and this browser gets a community one.
 */
export async function confirmCommunityRecovery(
  ctx: SignInContext,
  request: FastifyRequest,
  input: CommunityRecoveryConfirm,
): Promise<SignedIn> {
  const invalid = () => invalidCode(problem('resetLinkInvalid'));
  const account = await findAccountByEmail(ctx.db, input.email);
  if (!account || account.deletedAt) throw invalid();
  const weak = passwordProblem(input.password, account.email);
  if (weak) throw new ValidationError([{ path: 'body.password', ...weak }]);
  const code = await verifyCode(ctx.db, ctx.config.jwtSecret, {
    accountId: account.id,
    purpose: 'password_recovery',
    code: input.code,
  });
  return setNewPassword(
    ctx,
    account,
    input.password,
    code.id,
    request.headers['accept-language'],
    communityArea(input.fingerprint),
  );
}
