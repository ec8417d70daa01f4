import type { FastifyRequest } from 'fastify';
import type { Login } from '@quad/shared/contracts/auth';
import { ERROR_CODES } from '@quad/shared/errors';
import { verifyPassword } from '../../core/auth/passwords';
import { commit } from '../../core/db/transaction';
import { UnauthorizedError } from '../../core/errors/app-error';
import type { AccountsContext } from './accounts.deps';
import { findAccountByEmail, updateAccount, type AccountRow } from './accounts.repository';
import { requireLiveAccount } from './account-info.service';
import { loginFailureKey } from './login-limits';
import { claimCode, hashCode, hexCode, issueCode } from './one-time-codes.service';
import { findLiveCodeByHash } from './one-time-codes.repository';
import { readDeviceCookie } from './session-cookies';
import { MAIN_AREA, startSession, type Session, type SessionArea } from './sessions.service';
import { assertPasswordSignInAllowed } from './sso-policy';
import { problem } from '../../core/errors/problems';

export type LoginDeps = Pick<
  AccountsContext,
  'db' | 'after' | 'tokens' | 'config' | 'loginFailures'
>;

/**
 * Email-and-password sign-in, to the widget or (with `area`) the community. Unknown emails and
 * wrong passwords get the same answer in the same time; failures count against the account's
 * limit (login-limits.ts), shared by both areas.
 */
export async function login(
  deps: LoginDeps,
  request: FastifyRequest,
  input: Login,
  area: SessionArea = MAIN_AREA,
): Promise<{ account: AccountRow; session: Session }> {
  const found = await findAccountByEmail(deps.db, input.email);
  const key = loginFailureKey(
    input.email,
    found?.id,
    readDeviceCookie(request, deps.config.jwtSecret),
  );
  await deps.loginFailures.assertAllowed(request, key, 'tooManySignInFailures');
  const matches = await verifyPassword(found?.passwordHash, input.password);
  if (!matches || !found || found.deletedAt) {
    await deps.loginFailures.count(request, key);
    throw new UnauthorizedError(problem('badCredentials'), ERROR_CODES.INVALID_CREDENTIALS);
  }
  await assertPasswordSignInAllowed(
    deps.db,
    { universityId: input.universityId, groupId: input.universityGroupId },
    found.roleKey,
  );
  return commit(deps.db, deps.after, async (tx) => {
    const account = (await updateAccount(tx, found.id, { lastSeenAt: new Date() })) ?? found;
    const session = await startSession(tx, deps.tokens, account, input.accessType, area);
    return { account, session };
  });
}

/** How long a one-time sign-in link works. */
export const LOGIN_LINK_TTL_MINUTES = 24 * 60;

/**
 * Creates a one-time sign-in code for an account, inside the caller's transaction. Mails that
 * invite someone back (a reply in their chat) carry it; `GET /auth/login/{authCode}` redeems it.
 */
export async function createLoginCode(
  tx: Parameters<typeof issueCode>[0],
  jwtSecret: string,
  accountId: number,
): Promise<string> {
  const code = hexCode();
  await issueCode(tx, jwtSecret, {
    accountId,
    purpose: 'login_link',
    code,
    ttlMinutes: LOGIN_LINK_TTL_MINUTES,
  });
  return code;
}

/** Redeems a one-time sign-in code: single use, expiring, for a live account only. */
export async function loginWithCode(
  deps: Omit<LoginDeps, 'loginFailures'>,
  authCode: string,
): Promise<{ account: AccountRow; session: Session }> {
  const invalid = () =>
    new UnauthorizedError(problem('signInLinkInvalid'), ERROR_CODES.INVALID_TOKEN);
  const row = await findLiveCodeByHash(
    deps.db,
    'login_link',
    hashCode(deps.config.jwtSecret, 'login_link', authCode),
  );
  if (!row?.accountId) throw invalid();
  const account = await requireLiveAccount(deps.db, row.accountId).catch(() => {
    throw invalid();
  });
  return commit(deps.db, deps.after, async (tx) => {
    await claimCode(tx, row.id).catch(() => {
      throw invalid();
    });
    return { account, session: await startSession(tx, deps.tokens, account, 'web') };
  });
}
