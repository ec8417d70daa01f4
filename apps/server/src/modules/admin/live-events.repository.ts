import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import type { Tx } from '../../core/db/transaction';
import {
  accounts,
  dialogMembers,
  dialogs,
  liveEventSpeakers,
  liveEvents,
} from '../../core/db/schema';
import { consolePersonColumns } from './people.repository';

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

/** One live event of the university. */
export async function findUniversityLiveEvent(
  db: Db | Tx,
  universityId: number,
  eventId: number,
): Promise<LiveEventRow | undefined> {
  const [row] = await db
    .select()
    .from(liveEvents)
    .where(and(eq(liveEvents.id, eventId), eq(liveEvents.universityId, universityId)))
    .limit(1);
  return row;
}

/** The speakers of an event with their names and roles. */
export async function findSpeakers(db: Db | Tx, eventId: number) {
  return db
    .select(consolePersonColumns)
    .from(liveEventSpeakers)
    .innerJoin(accounts, eq(accounts.id, liveEventSpeakers.accountId))
    .where(eq(liveEventSpeakers.liveEventId, eventId))
    .orderBy(asc(accounts.name), asc(accounts.lastName), asc(accounts.id));
}

/** Takes a speaker off an event; answers whether they were one. */
export async function deleteSpeaker(tx: Tx, eventId: number, accountId: number): Promise<boolean> {
  const rows = await tx
    .delete(liveEventSpeakers)
    .where(
      and(eq(liveEventSpeakers.liveEventId, eventId), eq(liveEventSpeakers.accountId, accountId)),
    )
    .returning({ id: liveEventSpeakers.accountId });
  return rows.length > 0;
}

/** Marks someone as having left a chat (the speakers' chat of an event they no longer speak at). */
export async function leaveChat(tx: Tx, dialogId: number, accountId: number): Promise<void> {
  await tx
    .update(dialogMembers)
    .set({ leftAt: new Date() })
    .where(and(eq(dialogMembers.dialogId, dialogId), eq(dialogMembers.accountId, accountId)));
}

/** Sets or clears an event's recording; answers the event as it is now. */
export async function updateRecordingKey(
  tx: Tx,
  eventId: number,
  videoKey: string | null,
): Promise<LiveEventRow> {
  const [row] = await tx
    .update(liveEvents)
    .set({ videoKey })
    .where(eq(liveEvents.id, eventId))
    .returning();
  if (!row) throw new Error('live event not updated');
  return row;
}
