import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import type { Tx } from '../../core/db/transaction';
import { dialogs, liveEvents } from '../../core/db/schema';

export type LiveEventRow = typeof liveEvents.$inferSelect;

/** A university's live events, newest start first. */
export async function findLiveEventsPage(
  db: Db,
  universityId: number,
  { limit, offset }: { limit: number; offset: number },
) {
  const where = eq(liveEvents.universityId, universityId);
  const rows = await db
    .select()
    .from(liveEvents)
    .where(where)
    .orderBy(desc(liveEvents.fromDate), desc(liveEvents.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ total: count() }).from(liveEvents).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** A chat of the event (its live chat or its speakers' back room). */
export async function insertEventChat(
  tx: Tx,
  values: { type: number; universityId: number; name: string; createdByAccountId: number },
): Promise<number> {
  const [row] = await tx.insert(dialogs).values(values).returning({ id: dialogs.id });
  if (!row) throw new Error('dialog not inserted');
  return row.id;
}

export async function insertLiveEvent(
  tx: Tx,
  values: typeof liveEvents.$inferInsert,
): Promise<LiveEventRow> {
  const [row] = await tx.insert(liveEvents).values(values).returning();
  if (!row) throw new Error('live event not inserted');
  return row;
}
