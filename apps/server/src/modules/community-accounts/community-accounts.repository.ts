import { and, eq, notInArray, sql } from 'drizzle-orm';
import { accountSubjects, signInFlows, spaces } from '../../core/db/schema';
import type { Executor } from '../accounts/accounts.repository';

/** Adds subjects an account follows (already followed ones stay as they are). */
export async function followSubjects(
  tx: Executor,
  accountId: number,
  subjectIds: readonly number[],
): Promise<void> {
  if (subjectIds.length === 0) return;
  await tx
    .insert(accountSubjects)
    .values(subjectIds.map((subjectId) => ({ accountId, subjectId })))
    .onConflictDoNothing();
}

/** Makes the followed subjects exactly these. */
export async function replaceSubjects(
  tx: Executor,
  accountId: number,
  subjectIds: readonly number[],
): Promise<void> {
  await tx
    .delete(accountSubjects)
    .where(
      subjectIds.length > 0
        ? and(
            eq(accountSubjects.accountId, accountId),
            notInArray(accountSubjects.subjectId, [...subjectIds]),
          )
        : eq(accountSubjects.accountId, accountId),
    );
  await followSubjects(tx, accountId, subjectIds);
}

/** The id of a university's default community space, if it has one. */
export async function findDefaultSpaceId(
  db: Executor,
  universityId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: spaces.id })
    .from(spaces)
    .where(and(eq(spaces.universityId, universityId), eq(spaces.isDefault, true)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Records one use of a community handoff (its `jti`), kept until it expires like a sign-in flow;
 * false when it was used before.
 */
export async function recordHandoffUse(
  db: Executor,
  input: { jti: string; universityId: number | null; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(signInFlows)
    .values({
      state: `community-handoff:${input.jti}`,
      provider: 'community-handoff',
      universityId: input.universityId,
      basePath: input.universityId !== null ? String(input.universityId) : '',
      guest: 'community-handoff',
      openerChallenge: '-',
      nonce: '-',
      codeVerifier: '-',
      expiresAt: input.expiresAt,
      answeredAt: sql`now()`,
      exchangedAt: sql`now()`,
    })
    .onConflictDoNothing()
    .returning({ state: signInFlows.state });
  return rows.length === 1;
}
