import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { CommunityHandoff, CommunityTapFeed } from '@quad/shared/contracts/community-accounts';
import { ERROR_CODES } from '@quad/shared/errors';
import type { Actor } from '../../core/auth/tokens';
import { commit } from '../../core/db/transaction';
import { UnauthorizedError } from '../../core/errors/app-error';
import type { AccountRow } from '../accounts/accounts.repository';
import type { AccountsContext } from '../accounts/accounts.deps';
import { requireLiveAccount } from '../accounts/account-info.service';
import { startSession, type Session } from '../accounts/sessions.service';
import { assertKnownSubjects } from './community-account.service';
import { followSubjects, recordHandoffUse } from './community-accounts.repository';
import { communityArea } from './community-session';
import { problem, type Problem } from '../../core/errors/problems';

/** Its own audience: a handoff is never an access token, and no access token is a handoff. */
const AUDIENCE = 'community-handoff';
const ISSUER = 'quad';
/** Long enough to open the community, short enough that a leaked one is soon useless. */
export const HANDOFF_TTL_SECONDS = 120;

const refused = (why: Problem) => new UnauthorizedError(why, ERROR_CODES.INVALID_TOKEN);
const NOT_VALID = problem('communityPassInvalid');

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/**
 * `POST /api/v1/widget/account/communityHandoff`: a signed-in prospect of the widget gets a
 * short-lived, single-use pass (a JWT of audience `community-handoff`) that signs the same
 * account in to the community without a password.
 */
export async function issueHandoff(
  deps: Pick<AccountsContext, 'config'>,
  actor: Actor,
): Promise<CommunityHandoff> {
  const expiresAt = new Date(Math.floor(Date.now() / 1000) * 1000 + HANDOFF_TTL_SECONDS * 1000);
  const handoff = await new SignJWT({ uni: actor.universityId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(actor.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(deps.config.jwtSecret));
  return { handoff, expiresAt: expiresAt.toISOString() };
}

/** The account, university and single-use id inside a handoff; 401 when it is off in any way. */
async function readHandoff(
  secret: string,
  handoff: string,
): Promise<{ accountId: number; universityId: number | null; jti: string; expiresAt: Date }> {
  try {
    const { payload } = await jwtVerify(handoff, keyOf(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'jti'],
    });
    const accountId = Number(payload.sub);
    if (!Number.isInteger(accountId) || accountId <= 0 || !payload.jti || !payload.exp) {
      throw refused(NOT_VALID);
    }
    return {
      accountId,
      universityId: typeof payload['uni'] === 'number' ? payload['uni'] : null,
      jti: payload.jti,
      expiresAt: new Date(payload.exp * 1000),
    };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      throw refused(problem('communityPassExpired'));
    }
    if (error instanceof UnauthorizedError) throw error;
    throw refused(NOT_VALID);
  }
}

/**
 * `POST /community/auth/registrationFromTapFeed`: redeems a handoff once for a community session
 * of the same account, following the subjects chosen on the way.
 */
export async function redeemHandoff(
  deps: Pick<AccountsContext, 'db' | 'after' | 'tokens' | 'config'>,
  input: CommunityTapFeed,
): Promise<{ account: AccountRow; session: Session; universityId: number | null }> {
  const pass = await readHandoff(deps.config.jwtSecret, input.handoff);
  if (input.subjectIds) assertKnownSubjects(input.subjectIds, 'body.subjectIds');
  const account = await requireLiveAccount(deps.db, pass.accountId);
  return commit(deps.db, deps.after, async (tx) => {
    const first = await recordHandoffUse(tx, {
      jti: pass.jti,
      universityId: pass.universityId,
      expiresAt: pass.expiresAt,
    });
    if (!first) {
      throw refused(problem('communityPassUsed'));
    }
    await followSubjects(tx, account.id, input.subjectIds ?? []);
    const session = await startSession(
      tx,
      deps.tokens,
      account,
      'web',
      communityArea(input.fingerprint),
    );
    return { account, session, universityId: pass.universityId ?? account.universityId };
  });
}
