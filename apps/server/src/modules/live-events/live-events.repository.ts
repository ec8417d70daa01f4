import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import type { Tx } from '../../core/db/transaction';
import {
  accounts,
  liveEventAmbassadors,
  liveEventRegistrations,
  liveEvents,
  liveEventSpeakers,
  liveEventWatchTicks,
} from '../../core/db/schema';

/** The database or an open transaction. */
export type Executor = Db | Tx;
export type LiveEventRow = typeof liveEvents.$inferSelect;
type LiveEventUpdate = Partial<
  Pick<typeof liveEvents.$inferInsert, 'status' | 'isChatActive' | 'isStreamActive'>
>;

/** One event by id. */
export async function findEvent(db: Executor, id: number): Promise<LiveEventRow | undefined> {
  const [row] = await db.select().from(liveEvents).where(eq(liveEvents.id, id)).limit(1);
  return row;
}

/** One event by id, locked for the rest of the transaction (status changes queue up). */
export async function lockEvent(tx: Tx, id: number): Promise<LiveEventRow | undefined> {
  const [row] = await tx
    .select()
    .from(liveEvents)
    .where(eq(liveEvents.id, id))
    .limit(1)
    .for('update');
  return row;
}

/** An event of these universities by id (of a `{slug}-{id}`) or by its bare slug. */
export async function findEventInScope(
  db: Executor,
  universityIds: number[],
  ref: { id: number | null; slug: string },
): Promise<LiveEventRow | undefined> {
  if (universityIds.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(liveEvents)
    .where(
      and(
        inArray(liveEvents.universityId, universityIds),
        ref.id === null
          ? eq(liveEvents.slug, ref.slug)
          : or(eq(liveEvents.id, ref.id), eq(liveEvents.slug, ref.slug)),
      ),
    )
    // A bare slug that happens to end in digits matches itself before an id.
    .orderBy(sql`case when ${liveEvents.slug} = ${ref.slug} then 0 else 1 end`, asc(liveEvents.id))
    .limit(1);
  return row;
}

/** The event whose speaker code this is (codes are unique). */
export async function findEventBySpeakerCode(
  db: Executor,
  code: string,
): Promise<LiveEventRow | undefined> {
  const [row] = await db.select().from(liveEvents).where(eq(liveEvents.speakerCode, code)).limit(1);
  return row;
}

/** Changes an event's status flags and stamps updated_at. */
export async function updateEvent(
  tx: Executor,
  id: number,
  set: LiveEventUpdate,
): Promise<LiveEventRow> {
  const [row] = await tx
    .update(liveEvents)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(liveEvents.id, id))
    .returning();
  if (!row) throw new Error(`live event ${id} vanished`);
  return row;
}

/** Whether an account speaks at, or presents, an event. */
export async function relationOf(
  db: Executor,
  eventId: number,
  accountId: number,
): Promise<{ isSpeaker: boolean; isEventAmbassador: boolean }> {
  const [speaker] = await db
    .select({ id: liveEventSpeakers.accountId })
    .from(liveEventSpeakers)
    .where(
      and(eq(liveEventSpeakers.liveEventId, eventId), eq(liveEventSpeakers.accountId, accountId)),
    )
    .limit(1);
  const [ambassador] = await db
    .select({ id: liveEventAmbassadors.accountId })
    .from(liveEventAmbassadors)
    .where(
      and(
        eq(liveEventAmbassadors.liveEventId, eventId),
        eq(liveEventAmbassadors.accountId, accountId),
      ),
    )
    .limit(1);
  return { isSpeaker: speaker !== undefined, isEventAmbassador: ambassador !== undefined };
}

/** Makes an account a speaker of an event; nothing happens when it already is one. */
export async function addSpeaker(tx: Executor, eventId: number, accountId: number): Promise<void> {
  await tx
    .insert(liveEventSpeakers)
    .values({ liveEventId: eventId, accountId })
    .onConflictDoNothing();
}

/** Registers a prospect once (`registeredProspectIds`); concurrent calls leave one row. */
export async function registerProspect(
  tx: Executor,
  eventId: number,
  accountId: number,
): Promise<void> {
  await tx
    .insert(liveEventRegistrations)
    .values({ liveEventId: eventId, accountId })
    .onConflictDoNothing();
}

/** Stamps the first time a registered prospect watched. */
export async function markWatched(tx: Executor, eventId: number, accountId: number): Promise<void> {
  await tx
    .update(liveEventRegistrations)
    .set({ watchedAt: sql`coalesce(${liveEventRegistrations.watchedAt}, now())` })
    .where(
      and(
        eq(liveEventRegistrations.liveEventId, eventId),
        eq(liveEventRegistrations.accountId, accountId),
      ),
    );
}

/** Stores a watch tick unless the client already reported it; true when it was new. */
export async function insertTick(
  tx: Executor,
  values: { liveEventId: number; accountId: number; tickId: string; seconds: number },
): Promise<boolean> {
  const rows = await tx
    .insert(liveEventWatchTicks)
    .values(values)
    .onConflictDoNothing()
    .returning({ tickId: liveEventWatchTicks.tickId });
  return rows.length > 0;
}

/** Adds seconds to a registration's running total; returns the new total. */
export async function addWatchSeconds(
  tx: Executor,
  eventId: number,
  accountId: number,
  seconds: number,
): Promise<number> {
  const [row] = await tx
    .update(liveEventRegistrations)
    .set({ watchSeconds: sql`${liveEventRegistrations.watchSeconds} + ${seconds}` })
    .where(
      and(
        eq(liveEventRegistrations.liveEventId, eventId),
        eq(liveEventRegistrations.accountId, accountId),
      ),
    )
    .returning({ watchSeconds: liveEventRegistrations.watchSeconds });
  return row?.watchSeconds ?? 0;
}

/** A registration's watch total. */
export async function watchSecondsOf(
  db: Executor,
  eventId: number,
  accountId: number,
): Promise<number> {
  const [row] = await db
    .select({ watchSeconds: liveEventRegistrations.watchSeconds })
    .from(liveEventRegistrations)
    .where(
      and(
        eq(liveEventRegistrations.liveEventId, eventId),
        eq(liveEventRegistrations.accountId, accountId),
      ),
    )
    .limit(1);
  return row?.watchSeconds ?? 0;
}

/** Counts a play; returns the new count. */
export async function countPlay(tx: Executor, eventId: number): Promise<number> {
  const [row] = await tx
    .update(liveEvents)
    .set({ playCount: sql`${liveEvents.playCount} + 1` })
    .where(eq(liveEvents.id, eventId))
    .returning({ playCount: liveEvents.playCount });
  return row?.playCount ?? 0;
}

/** A page of the prospects registered for an event (live accounts), first registered first. */
export async function pageProspects(
  db: Executor,
  eventId: number,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(liveEventRegistrations.liveEventId, eventId),
    eq(accounts.isEnabled, true),
    isNull(accounts.deletedAt),
  );
  const users = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      lastName: accounts.lastName,
      avatarKey: accounts.avatarKey,
    })
    .from(liveEventRegistrations)
    .innerJoin(accounts, eq(accounts.id, liveEventRegistrations.accountId))
    .where(where)
    .orderBy(asc(liveEventRegistrations.createdAt), asc(accounts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ total: count() })
    .from(liveEventRegistrations)
    .innerJoin(accounts, eq(accounts.id, liveEventRegistrations.accountId))
    .where(where);
  return { users, total: counted?.total ?? 0 };
}

export type ProspectRow = Awaited<ReturnType<typeof pageProspects>>['users'][number];
