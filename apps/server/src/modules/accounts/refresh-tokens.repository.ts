import { and, eq, isNull, sql } from 'drizzle-orm';
import { refreshTokens } from '../../core/db/schema';
import type { Executor } from './accounts.repository';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Stores one refresh token (its hash) of a family. */
export async function insertRefreshToken(
  tx: Executor,
  values: typeof refreshTokens.$inferInsert,
): Promise<RefreshTokenRow> {
  const [row] = await tx.insert(refreshTokens).values(values).returning();
  if (!row) throw new Error('refresh token not inserted');
  return row;
}

/** The token of a hash, locked for the rotation that reads it. */
export async function findRefreshTokenForUpdate(
  tx: Executor,
  tokenHash: string,
): Promise<(RefreshTokenRow & { expired: boolean }) | undefined> {
  const [row] = await tx
    .select({ token: refreshTokens, expired: sql<boolean>`${refreshTokens.expiresAt} <= now()` })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row ? { ...row.token, expired: row.expired } : undefined;
}

/** Marks a token rotated into its successor. */
export async function markReplaced(tx: Executor, id: number, replacedBy: number): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ replacedBy, revokedAt: sql`now()` })
    .where(eq(refreshTokens.id, id));
}

/** Revokes every live token of a family (reuse detected, or logout); answers the family. */
export async function revokeFamily(tx: Executor, familyId: string): Promise<string[]> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  return [familyId];
}

/**
 * Revokes every live token of an account (password change, deletion); answers the families
 * (sign-ins) that were still live.
 */
export async function revokeAccountTokens(tx: Executor, accountId: number): Promise<string[]> {
  const rows = await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((row) => row.familyId))];
}

/** The family of a token hash, if the token exists. */
export async function findFamilyOf(
  db: Executor,
  tokenHash: string,
): Promise<Pick<RefreshTokenRow, 'familyId' | 'accountId' | 'audience'> | undefined> {
  const [row] = await db
    .select({
      familyId: refreshTokens.familyId,
      accountId: refreshTokens.accountId,
      audience: refreshTokens.audience,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}
