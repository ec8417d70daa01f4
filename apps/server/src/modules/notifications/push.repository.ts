import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import type { Tx } from '../../core/db/transaction';
import { accounts, messages, pushSubscriptions } from '../../core/db/schema';

type Executor = Db | Tx;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Stores a browser's subscription for an account, or finds it: the same endpoint twice is one
 * row (a browser profile moved to another account keeps one row, now theirs).
 */
export async function saveSubscription(
  db: Executor,
  accountId: number,
  subscription: { endpoint: string; p256dh: string; auth: string },
): Promise<{ row: PushSubscriptionRow; created: boolean }> {
  const [inserted] = await db
    .insert(pushSubscriptions)
    .values({ accountId, ...subscription })
    .onConflictDoNothing({ target: pushSubscriptions.endpoint })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [updated] = await db
    .update(pushSubscriptions)
    .set({ accountId, p256dh: subscription.p256dh, auth: subscription.auth })
    .where(eq(pushSubscriptions.endpoint, subscription.endpoint))
    .returning();
  if (!updated) throw new Error('push subscription vanished while being saved');
  return { row: updated, created: false };
}

/** Removes an account's subscription; false when it had none with this endpoint. */
export async function deleteSubscription(
  db: Executor,
  accountId: number,
  endpoint: string,
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.accountId, accountId), eq(pushSubscriptions.endpoint, endpoint)),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Forgets a subscription its push service says is gone (404/410). */
export async function deleteSubscriptionById(db: Executor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export function subscriptionsOf(db: Executor, accountId: number): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId));
}

export async function touchSubscription(db: Executor, id: number): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(pushSubscriptions.id, id));
}

/** Merges notice preferences into an account's notificationData (other keys kept). */
export async function mergeNotificationData(
  db: Executor,
  accountId: number,
  values: Record<string, unknown>,
): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .update(accounts)
    .set({
      notificationData: sql`${accounts.notificationData} || ${JSON.stringify(values)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(eq(accounts.id, accountId))
    .returning({ notificationData: accounts.notificationData });
  return row?.notificationData ?? null;
}

export async function findAccount(db: Executor, accountId: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row ?? null;
}

/** Whether an account has written at least one chat message. */
export async function hasSentMessage(db: Executor, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.accountId, accountId))
    .limit(1);
  return row !== undefined;
}

/** Stamps when an account's socket last went away (accounts.last_seen_at, also set at sign-in). */
export async function markSeen(db: Executor, accountId: number, at: Date): Promise<void> {
  await db.update(accounts).set({ lastSeenAt: at }).where(eq(accounts.id, accountId));
}
