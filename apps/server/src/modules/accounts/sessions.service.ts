import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@quad/shared/errors';
import type { RoleKey } from '@quad/shared/roles';
import type { AccessType } from '@quad/shared/contracts/auth';
import type { Actor, TokenService } from '../../core/auth/tokens';
import type { AfterCommit } from '../../core/db/transaction';
import type { Db } from '../../core/db/client';
import { ForbiddenError, UnauthorizedError } from '../../core/errors/app-error';
import { findAccountById, type AccountRow, type Executor } from './accounts.repository';
import {
  findFamilyOf,
  findRefreshTokenForUpdate,
  insertRefreshToken,
  markReplaced,
  revokeFamily,
} from './refresh-tokens.repository';
import { problem, type Problem } from '../../core/errors/problems';

/** A refresh token family lives 30 days from sign-in, however often it is rotated. */
export const REFRESH_TOKEN_TTL_DAYS = 30;

/** The tokens a sign-in or a rotation hands out. */
export interface Session {
  token: string;
  refreshToken: string;
  /** When the refresh token (its whole family) expires: the cookie's lifetime. */
  expiresAt: Date;
}

/**
 * The area a sign-in belongs to (spec §2): the widget (`main`), or the community, whose refresh
 * calls must come from the browser (its fingerprint) that signed in.
 */
export type SessionArea = { audience: 'main' } | { audience: 'community'; fingerprint: string };
export const MAIN_AREA: SessionArea = { audience: 'main' };

/** SHA-256 of a refresh token: only this is stored. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A signed access token for an account within one sign-in of an area (main by default). */
export function accessTokenFor(
  tokens: TokenService,
  account: Pick<AccountRow, 'id' | 'roleKey' | 'universityId'>,
  sessionId: string,
  audience: Actor['audience'] = 'main',
): Promise<string> {
  return tokens.signAccess({
    id: account.id,
    role: account.roleKey as RoleKey,
    universityId: account.universityId,
    audience,
    sessionId,
  });
}

/** An account its university disabled (or a blocked prospect) may not start a sign-in. */
async function assertMaySignIn(tx: Executor, accountId: number): Promise<void> {
  const account = await findAccountById(tx, accountId);
  if (account && !account.isEnabled && !account.deletedAt) {
    throw new ForbiddenError(undefined, ERROR_CODES.ACCOUNT_DISABLED);
  }
}

/**
 * Starts a new refresh token family for an account, inside the caller's transaction: a widget
 * sign-in unless another area is named.
 */
export async function startSession(
  tx: Executor,
  tokens: TokenService,
  account: Pick<AccountRow, 'id' | 'roleKey' | 'universityId'>,
  accessType: AccessType,
  area: SessionArea = MAIN_AREA,
): Promise<Session> {
  await assertMaySignIn(tx, account.id);
  const refreshToken = newRefreshToken();
  const familyId = randomUUID();
  const row = await insertRefreshToken(tx, {
    accountId: account.id,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    audience: area.audience,
    accessType,
    fingerprint: area.audience === 'community' ? area.fingerprint : null,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000),
  });
  return {
    token: await accessTokenFor(tokens, account, familyId, area.audience),
    refreshToken,
    expiresAt: row.expiresAt,
  };
}

const sessionInvalid = () =>
  new UnauthorizedError(problem('sessionInvalid'), ERROR_CODES.INVALID_TOKEN);

type Rotation =
  | { kind: 'rotated'; session: Session }
  | { kind: 'reused'; familyId: string }
  | { kind: 'elsewhere'; familyId: string }
  | { kind: 'invalid'; problem?: Problem };

/**
 * Rotates a refresh token: the presented one is retired and a new one of the same family (and
 * the same absolute expiry) replaces it, with a new access token. Presenting a retired token
 * again means it was stolen or replayed: the whole family is revoked, signing out every device
 * that descends from that sign-in.
 */
export async function rotateSession(
  deps: { db: Db; tokens: TokenService; after: Pick<AfterCommit, 'sessions'> },
  presented: string,
  area: SessionArea = MAIN_AREA,
): Promise<Session> {
  const { db, tokens } = deps;
  const outcome = await db.transaction(async (tx): Promise<Rotation> => {
    const row = await findRefreshTokenForUpdate(tx, hashRefreshToken(presented));
    if (!row || row.audience !== area.audience) return { kind: 'invalid' };
    if (row.replacedBy !== null || row.revokedAt !== null) {
      // Revoked by reuse detection, logout or a password change: only a rotated token that is
      // presented again is a replay worth revoking the family for.
      if (row.replacedBy === null) return { kind: 'invalid' };
      await revokeFamily(tx, row.familyId);
      return { kind: 'reused', familyId: row.familyId };
    }
    if (row.expired) {
      return { kind: 'invalid', problem: problem('sessionExpiredSignIn') };
    }
    // A community refresh token that turns up in another browser was carried off: end it.
    if (area.audience === 'community' && row.fingerprint !== area.fingerprint) {
      await revokeFamily(tx, row.familyId);
      return { kind: 'elsewhere', familyId: row.familyId };
    }
    const account = await findAccountById(tx, row.accountId);
    if (!account || account.deletedAt) return { kind: 'invalid' };
    const refreshToken = newRefreshToken();
    const next = await insertRefreshToken(tx, {
      accountId: row.accountId,
      familyId: row.familyId,
      tokenHash: hashRefreshToken(refreshToken),
      audience: row.audience,
      accessType: row.accessType,
      fingerprint: row.fingerprint,
      expiresAt: row.expiresAt,
    });
    await markReplaced(tx, row.id, next.id);
    return {
      kind: 'rotated',
      session: {
        token: await accessTokenFor(tokens, account, row.familyId, area.audience),
        refreshToken,
        expiresAt: row.expiresAt,
      },
    };
  });
  if (outcome.kind === 'rotated') return outcome.session;
  if (outcome.kind === 'elsewhere') {
    deps.after.sessions.revoked([outcome.familyId]);
    throw new UnauthorizedError(problem('sessionOtherBrowser'), ERROR_CODES.INVALID_TOKEN);
  }
  if (outcome.kind === 'reused') {
    deps.after.sessions.revoked([outcome.familyId]);
    throw new UnauthorizedError(problem('sessionReused'), ERROR_CODES.REFRESH_TOKEN_REUSED);
  }
  throw outcome.problem
    ? new UnauthorizedError(outcome.problem, ERROR_CODES.INVALID_TOKEN)
    : sessionInvalid();
}

/**
 * Ends a sign-in of an area (its whole refresh token family): the one of the refresh token
 * presented, else the one of the caller's access token. Unknown tokens, and tokens of the other
 * area, are ignored: signing out of the community leaves the widget signed in, and back.
 */
export async function endSession(
  deps: { db: Db; after: Pick<AfterCommit, 'sessions'> },
  presented: string | undefined,
  actor: Actor | null,
  audience: Actor['audience'] = 'main',
): Promise<void> {
  const found = presented ? await findFamilyOf(deps.db, hashRefreshToken(presented)) : undefined;
  const familyId =
    (found?.audience === audience ? found.familyId : undefined) ??
    (actor?.audience === audience ? actor.sessionId : undefined);
  if (!familyId) return;
  deps.after.sessions.revoked(await revokeFamily(deps.db, familyId));
}
