import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { WebhookDeliveryListQuery } from '@quad/shared/contracts/admin-webhooks';
import type { Db } from '../../core/db/client';
import type { Tx } from '../../core/db/transaction';
import { webhookDeliveries, webhookEndpoints, webhookSourceCursors } from '../../core/db/schema';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type DeliveryInsert = typeof webhookDeliveries.$inferInsert;

export async function findEndpoints(db: Db | Tx, universityId: number): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.universityId, universityId))
    .orderBy(asc(webhookEndpoints.id));
}

export async function findEndpoint(db: Db | Tx, universityId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.universityId, universityId)));
  return row;
}

/** Every enabled receiver, for the scanner. */
export async function findEnabledEndpoints(db: Db | Tx): Promise<EndpointRow[]> {
  return db.select().from(webhookEndpoints).where(eq(webhookEndpoints.isEnabled, true));
}

export async function findEndpointsByIds(db: Db | Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.id, [...ids]));
}

export async function insertEndpoint(tx: Tx, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await tx.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(
  tx: Tx,
  id: number,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
) {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row!;
}

export async function deleteEndpoint(tx: Tx, id: number): Promise<void> {
  await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/** A page of the university's deliveries, newest first. */
export async function findDeliveryPage(
  db: Db,
  universityId: number,
  query: WebhookDeliveryListQuery,
) {
  const conditions: SQL[] = [eq(webhookDeliveries.universityId, universityId)];
  if (query.endpoint_id) conditions.push(eq(webhookDeliveries.endpointId, query.endpoint_id));
  if (query.status) conditions.push(eq(webhookDeliveries.status, query.status));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ total: count() }).from(webhookDeliveries).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** Queues deliveries; one already queued for the same event and receiver is left alone. */
export async function insertDeliveries(tx: Tx, rows: DeliveryInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(webhookDeliveries).values(rows).onConflictDoNothing();
}

/**
 * Claims due deliveries in one statement (SKIP LOCKED: two relays never claim the same one) and
 * pushes their next attempt past the claim window, so a crashed sender's delivery comes back.
 */
export async function claimDueDeliveries(
  db: Db,
  limit: number,
  claimSeconds: number,
): Promise<DeliveryRow[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${claimSeconds})`,
    })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

export async function markDelivered(db: Db, id: number, statusCode: number): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      status: 'delivered',
      lastStatusCode: statusCode,
      lastError: null,
      deliveredAt: sql`now()`,
    })
    .where(eq(webhookDeliveries.id, id));
}

/** A failed attempt: try again after `retryInSeconds`, or give up when that is null. */
export async function markAttemptFailed(
  db: Db,
  id: number,
  outcome: { statusCode: number | null; error: string; retryInSeconds: number | null },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      status: outcome.retryInSeconds === null ? 'failed' : 'pending',
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error.slice(0, 500),
      ...(outcome.retryInSeconds === null
        ? {}
        : { nextAttemptAt: sql`now() + make_interval(secs => ${outcome.retryInSeconds})` }),
    })
    .where(eq(webhookDeliveries.id, id));
}

export async function readCursor(db: Db | Tx, eventType: string): Promise<number> {
  const [row] = await db
    .select({ lastId: webhookSourceCursors.lastId })
    .from(webhookSourceCursors)
    .where(eq(webhookSourceCursors.eventType, eventType));
  return row?.lastId ?? 0;
}

export async function writeCursor(tx: Tx, eventType: string, lastId: number): Promise<void> {
  await tx
    .insert(webhookSourceCursors)
    .values({ eventType, lastId })
    .onConflictDoUpdate({
      target: webhookSourceCursors.eventType,
      set: { lastId, updatedAt: sql`now()` },
    });
}
