import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { oneTimeCodes } from '../../core/db/schema';
import type { Executor } from './accounts.repository';

/** What a code confirms; stored in one_time_codes.purpose. */
export type CodePurposeKey =
  | 'password_recovery'
  | 'email_change'
  | 'password_change'
  | 'phone'
  | 'notification_method'
  | 'login_link'
  | 'sso_link';

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;

/** Stores a new code hash; earlier unused codes of the same account and purpose stop working. */
export async function replaceLiveCode(
  tx: Executor,
  input: {
    accountId: number;
    email: string | null;
    purpose: CodePurposeKey;
    codeHash: string;
    ttlMinutes: number;
    payload: Record<string, unknown>;
  },
): Promise<void> {
  await tx
    .update(oneTimeCodes)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(oneTimeCodes.accountId, input.accountId),
        eq(oneTimeCodes.purpose, input.purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    );
  await tx.insert(oneTimeCodes).values({
    accountId: input.accountId,
    email: input.email,
    purpose: input.purpose,
    codeHash: input.codeHash,
    payload: input.payload,
    expiresAt: sql`now() + make_interval(mins => ${input.ttlMinutes})`,
  });
}

/** The newest live code of an account and purpose that has guesses left. */
export async function findLiveCode(
  db: Executor,
  input: { accountId: number; purpose: CodePurposeKey; maxAttempts: number },
): Promise<OneTimeCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.accountId, input.accountId),
        eq(oneTimeCodes.purpose, input.purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
        lt(oneTimeCodes.attempts, input.maxAttempts),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  return row;
}

/** Counts one wrong guess against a code. */
export async function countWrongGuess(db: Executor, id: number): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, id));
}

/** Marks a live code used; false when a concurrent request used it first (or it expired). */
export async function markCodeUsed(tx: Executor, id: number): Promise<boolean> {
  const claimed = await tx
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeCodes.id, id),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return claimed.length > 0;
}

/** The live code of a purpose with this hash (codes carried in links are looked up by hash). */
export async function findLiveCodeByHash(
  db: Executor,
  purpose: CodePurposeKey,
  codeHash: string,
): Promise<OneTimeCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.codeHash, codeHash),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/** Removes every code of an account (account deletion). */
export async function deleteCodesOf(tx: Executor, accountId: number): Promise<void> {
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.accountId, accountId));
}
