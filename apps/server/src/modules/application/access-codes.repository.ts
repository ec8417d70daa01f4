import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/accounts.repository';
import { ambassadorAccessCodes } from '../../core/db/schema';

export type AccessCodeRow = typeof ambassadorAccessCodes.$inferSelect;
export type AccessCodeInsert = typeof ambassadorAccessCodes.$inferInsert;

/** The access code of an (upper-case) code text. */
export async function findAccessCode(
  db: Executor,
  code: string,
): Promise<AccessCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(ambassadorAccessCodes)
    .where(eq(ambassadorAccessCodes.code, code))
    .limit(1);
  return row;
}

/** An access code by id. */
export async function findAccessCodeById(
  db: Executor,
  id: number,
): Promise<AccessCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(ambassadorAccessCodes)
    .where(eq(ambassadorAccessCodes.id, id))
    .limit(1);
  return row;
}

/**
 * Takes one use of a code in one statement, only while it is active, unexpired and not used up:
 * two applicants racing for the last use cannot both get it. Undefined when it was not usable.
 */
export async function consumeAccessCode(
  tx: Executor,
  id: number,
): Promise<AccessCodeRow | undefined> {
  const [row] = await tx
    .update(ambassadorAccessCodes)
    .set({ usedCount: sql`${ambassadorAccessCodes.usedCount} + 1` })
    .where(
      and(
        eq(ambassadorAccessCodes.id, id),
        eq(ambassadorAccessCodes.isActive, true),
        isNull(ambassadorAccessCodes.revokedAt),
        or(
          isNull(ambassadorAccessCodes.expiresAt),
          gt(ambassadorAccessCodes.expiresAt, sql`now()`),
        ),
        or(
          isNull(ambassadorAccessCodes.maxUses),
          lt(ambassadorAccessCodes.usedCount, ambassadorAccessCodes.maxUses),
        ),
      ),
    )
    .returning();
  return row;
}

/** A university's access codes, newest first. */
export function listAccessCodes(db: Executor, universityId: number): Promise<AccessCodeRow[]> {
  return db
    .select()
    .from(ambassadorAccessCodes)
    .where(eq(ambassadorAccessCodes.universityId, universityId))
    .orderBy(desc(ambassadorAccessCodes.createdAt), desc(ambassadorAccessCodes.id));
}

/** Inserts an access code. */
export async function insertAccessCode(
  tx: Executor,
  values: AccessCodeInsert,
): Promise<AccessCodeRow> {
  const [row] = await tx.insert(ambassadorAccessCodes).values(values).returning();
  if (!row) throw new Error('access code not inserted');
  return row;
}

/** Revokes a code (once: the first revocation time stays). */
export async function revokeAccessCode(tx: Executor, id: number): Promise<AccessCodeRow> {
  const [row] = await tx
    .update(ambassadorAccessCodes)
    .set({ isActive: false, revokedAt: sql`coalesce(${ambassadorAccessCodes.revokedAt}, now())` })
    .where(eq(ambassadorAccessCodes.id, id))
    .returning();
  if (!row) throw new Error('access code not found');
  return row;
}
