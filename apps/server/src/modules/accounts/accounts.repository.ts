import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import type { Tx } from '../../core/db/transaction';
import {
  accountIdentities,
  accountSubjects,
  accounts,
  ambassadorApplications,
  ambassadorProfiles,
  liveEvents,
  widgetSettings,
} from '../../core/db/schema';

/** The database or an open transaction. */
export type Executor = Db | Tx;
export type AccountRow = typeof accounts.$inferSelect;
export type AccountInsert = typeof accounts.$inferInsert;
export type AmbassadorProfileRow = typeof ambassadorProfiles.$inferSelect;

/** The account of an id, deleted or not. */
export async function findAccountById(db: Executor, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

/** The account of a (lowercased) email. */
export async function findAccountByEmail(
  db: Executor,
  email: string,
): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  return row;
}

/** Inserts an account. */
export async function insertAccount(tx: Executor, values: AccountInsert): Promise<AccountRow> {
  const [row] = await tx.insert(accounts).values(values).returning();
  if (!row) throw new Error('account not inserted');
  return row;
}

/** Updates an account and stamps updated_at; undefined when it does not exist. */
export async function updateAccount(
  tx: Executor,
  id: number,
  values: Partial<AccountInsert>,
): Promise<AccountRow | undefined> {
  const [row] = await tx
    .update(accounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(accounts.id, id))
    .returning();
  return row;
}

/** Stores the account's language beside its other notification data (one statement, no read). */
export async function setAccountLanguage(
  tx: Executor,
  id: number,
  language: string,
): Promise<AccountRow | undefined> {
  const [row] = await tx
    .update(accounts)
    .set({
      notificationData: sql`${accounts.notificationData} || jsonb_build_object('language', ${language}::text)`,
      updatedAt: sql`now()`,
    })
    .where(eq(accounts.id, id))
    .returning();
  return row;
}

/** Subject ids of an account: the ones it follows, and its ambassador profile's subject. */
export async function subjectIdsOf(db: Executor, accountId: number): Promise<number[]> {
  const followed = await db
    .select({ id: accountSubjects.subjectId })
    .from(accountSubjects)
    .where(eq(accountSubjects.accountId, accountId))
    .orderBy(asc(accountSubjects.createdAt));
  const [profile] = await db
    .select({ id: ambassadorProfiles.subjectId })
    .from(ambassadorProfiles)
    .where(eq(ambassadorProfiles.accountId, accountId));
  const ids = [...(profile?.id ? [profile.id] : []), ...followed.map((row) => row.id)];
  return [...new Set(ids)];
}

/** Widget permissions of a university or a group (spec §6 `[{ key, isAllowed }]`). */
export async function findWidgetPermissions(
  db: Executor,
  scope: { universityId?: number | null; groupId?: number | null },
) {
  const condition =
    scope.universityId != null
      ? eq(widgetSettings.universityId, scope.universityId)
      : scope.groupId != null
        ? eq(widgetSettings.groupId, scope.groupId)
        : undefined;
  if (!condition) return [];
  const [row] = await db
    .select({ permissions: widgetSettings.permissions })
    .from(widgetSettings)
    .where(and(condition))
    .limit(1);
  return row?.permissions ?? [];
}

/** Removes an account's single sign-on identities and followed subjects (account deletion). */
export async function deleteIdentitiesAndSubjectsOf(
  tx: Executor,
  accountId: number,
): Promise<void> {
  await tx.delete(accountIdentities).where(eq(accountIdentities.accountId, accountId));
  await tx.delete(accountSubjects).where(eq(accountSubjects.accountId, accountId));
}

/** The ambassador profile of an account, if it has one. */
export async function findAmbassadorProfileOf(
  db: Executor,
  accountId: number,
): Promise<AmbassadorProfileRow | undefined> {
  const [profile] = await db
    .select()
    .from(ambassadorProfiles)
    .where(eq(ambassadorProfiles.accountId, accountId));
  return profile;
}

/** Stores the words an account's ambassador profile is found by. */
export async function setProfileSearchText(
  tx: Executor,
  accountId: number,
  searchText: string,
): Promise<void> {
  await tx
    .update(ambassadorProfiles)
    .set({ searchText, updatedAt: sql`now()` })
    .where(eq(ambassadorProfiles.accountId, accountId));
}

/** Whether a live event with this id exists. */
export async function liveEventExists(db: Executor, id: number): Promise<boolean> {
  const [event] = await db
    .select({ id: liveEvents.id })
    .from(liveEvents)
    .where(eq(liveEvents.id, id))
    .limit(1);
  return event !== undefined;
}

/** Links a provider identity to an account (a second link of the same identity is a no-op). */
export async function linkIdentity(
  db: Executor,
  accountId: number,
  provider: string,
  subject: string,
): Promise<void> {
  await db
    .insert(accountIdentities)
    .values({ accountId, provider, providerUserId: subject })
    .onConflictDoNothing();
}

/** Where an account's ambassador application stands, if it applied with an access code. */
export async function applicationStatusOf(db: Executor, accountId: number): Promise<string | null> {
  const [row] = await db
    .select({ status: ambassadorApplications.status })
    .from(ambassadorApplications)
    .where(eq(ambassadorApplications.accountId, accountId));
  return row?.status ?? null;
}
