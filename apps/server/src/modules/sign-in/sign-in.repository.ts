import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  accountIdentities,
  accounts,
  identityProviders,
  signInFlows,
  universities,
} from '../../core/db/schema';
import type { Executor } from '../accounts/accounts.repository';

export type IdentityProviderRow = typeof identityProviders.$inferSelect;
export type IdentityProviderInsert = typeof identityProviders.$inferInsert;
export type SignInFlowRow = typeof signInFlows.$inferSelect;
export type SignInFlowInsert = typeof signInFlows.$inferInsert;
export type ProviderIdentity = NonNullable<SignInFlowRow['identity']>;

/** The enabled identity provider of a university, with the university's name. */
export async function findIdentityProvider(
  db: Executor,
  universityId: number,
): Promise<{ provider: IdentityProviderRow; universityName: string } | undefined> {
  const [row] = await db
    .select({ provider: identityProviders, universityName: universities.name })
    .from(identityProviders)
    .innerJoin(universities, eq(universities.id, identityProviders.universityId))
    .where(
      and(eq(identityProviders.universityId, universityId), eq(identityProviders.enabled, true)),
    )
    .limit(1);
  return row;
}

/** Creates or replaces a university's identity provider. */
export async function saveIdentityProvider(
  db: Executor,
  values: IdentityProviderInsert,
): Promise<IdentityProviderRow> {
  const { universityId: _universityId, createdAt: _createdAt, ...changes } = values;
  const [row] = await db
    .insert(identityProviders)
    .values(values)
    .onConflictDoUpdate({
      target: identityProviders.universityId,
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('identity provider not saved');
  return row;
}

export async function insertSignInFlow(db: Executor, values: SignInFlowInsert): Promise<void> {
  await db.insert(signInFlows).values(values);
}

/** A flow the provider has not answered yet, still within its time. */
export async function findOpenFlow(
  db: Executor,
  state: string,
): Promise<SignInFlowRow | undefined> {
  const [row] = await db
    .select()
    .from(signInFlows)
    .where(
      and(
        eq(signInFlows.state, state),
        isNull(signInFlows.answeredAt),
        gt(signInFlows.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/** Any flow of a state, to say where an expired or refused one should return. */
export async function findFlow(db: Executor, state: string): Promise<SignInFlowRow | undefined> {
  const [row] = await db.select().from(signInFlows).where(eq(signInFlows.state, state)).limit(1);
  return row;
}

/**
 * Records the provider's answer once: false when the flow was already answered (a replayed
 * callback) or has expired.
 */
export async function answerFlow(
  db: Executor,
  state: string,
  answer: { identity: ProviderIdentity | null; resultCodeHash: string | null; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(signInFlows)
    .set({ ...answer, answeredAt: sql`now()` })
    .where(
      and(
        eq(signInFlows.state, state),
        isNull(signInFlows.answeredAt),
        gt(signInFlows.expiresAt, sql`now()`),
      ),
    )
    .returning({ state: signInFlows.state });
  return rows.length === 1;
}

/**
 * Takes the flow of a result code for the one exchange it allows: afterwards (or once expired)
 * the code finds nothing.
 */
export async function claimFlowByResultCode(
  db: Executor,
  resultCodeHash: string,
): Promise<SignInFlowRow | undefined> {
  const [row] = await db
    .update(signInFlows)
    .set({ exchangedAt: sql`now()` })
    .where(
      and(
        eq(signInFlows.resultCodeHash, resultCodeHash),
        isNotNull(signInFlows.identity),
        isNull(signInFlows.exchangedAt),
        gt(signInFlows.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Flows that ended long enough ago to be of no use, even for support. */
export async function deleteFlowsExpiredBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(signInFlows)
    .where(lt(signInFlows.expiresAt, before))
    .returning({ state: signInFlows.state });
  return rows.length;
}

/** The account a provider identity is linked to. */
export async function findAccountIdOfIdentity(
  db: Executor,
  provider: string,
  subject: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ accountId: accountIdentities.accountId })
    .from(accountIdentities)
    .innerJoin(accounts, eq(accounts.id, accountIdentities.accountId))
    .where(
      and(eq(accountIdentities.provider, provider), eq(accountIdentities.providerUserId, subject)),
    )
    .limit(1);
  return row?.accountId;
}

/** The identity provider row of a university, enabled or not. */
export async function findIdentityProviderRow(
  db: Executor,
  universityId: number,
): Promise<IdentityProviderRow | undefined> {
  const [row] = await db
    .select()
    .from(identityProviders)
    .where(eq(identityProviders.universityId, universityId))
    .limit(1);
  return row;
}

export async function deleteIdentityProvider(db: Executor, universityId: number): Promise<void> {
  await db.delete(identityProviders).where(eq(identityProviders.universityId, universityId));
}

/** The sealed portal secret of a university's provider, if it has one. */
export async function portalSecretOf(db: Executor, universityId: number): Promise<string | null> {
  const [row] = await db
    .select({ sealed: identityProviders.portalSecretSealed })
    .from(identityProviders)
    .where(eq(identityProviders.universityId, universityId))
    .limit(1);
  return row?.sealed ?? null;
}

/**
 * Records one use of portal sign-in data (kept until it expires, like a flow); false when it
 * was used before.
 */
export async function recordPortalUse(
  db: Executor,
  input: { key: string; universityId: number; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(signInFlows)
    .values({
      state: input.key,
      provider: 'portal',
      universityId: input.universityId,
      basePath: String(input.universityId),
      guest: 'portal',
      openerChallenge: '-',
      nonce: '-',
      codeVerifier: '-',
      expiresAt: input.expiresAt,
      answeredAt: new Date(),
      exchangedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ state: signInFlows.state });
  return rows.length === 1;
}
