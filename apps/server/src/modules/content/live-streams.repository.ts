import { and, asc, count, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import {
  accounts,
  dialogs,
  liveEventAmbassadors,
  liveEventRegistrations,
  liveEvents,
  liveEventSpeakers,
} from '../../core/db/schema';
import { orderOf, pageOf, type ListParams } from './list-params';
import { searchConditions, seededOrder, textMatch } from './search.repository';
import { ofUniversities } from './visibility.repository';

/** Statuses a visitor never browses: a cancelled or archived event is gone from the widget. */
const HIDDEN_STATUSES = ['cancelled', 'archived'];

function visibleEvent(universityIds: number[]): SQL {
  return and(
    ofUniversities(liveEvents.universityId, universityIds),
    notInArray(liveEvents.status, HIDDEN_STATUSES),
  ) as SQL;
}

function orderBy(params: ListParams): SQL[] {
  switch (orderOf(params.query, 'oldest')) {
    case 'newest':
      return [sql`${liveEvents.fromDate} desc nulls last`, desc(liveEvents.id)];
    case 'random':
      return [seededOrder(liveEvents.id, params.seed), asc(liveEvents.id)];
    default:
      // What a visitor can join first: live now, then upcoming soonest first, then recordings
      // newest first.
      return [
        sql`case ${liveEvents.status} when 'inProgress' then 0 when 'upcoming' then 1 else 2 end`,
        sql`case when ${liveEvents.status} = 'upcoming' then ${liveEvents.fromDate} end asc nulls last`,
        sql`${liveEvents.fromDate} desc nulls last`,
        asc(liveEvents.id),
      ];
  }
}

/** A page of live events (upcoming, live or on demand) matching the search by name or description. */
export async function listLiveEvents(db: Db, params: ListParams) {
  const { query } = params;
  const search = (terms: readonly string[]) =>
    textMatch([liveEvents.name, liveEvents.description], terms);
  const where = and(
    visibleEvent(params.universityIds),
    ...searchConditions(query, search, liveEvents.id),
  );
  const rows = await db
    .select()
    .from(liveEvents)
    .where(where)
    .orderBy(...orderBy(params))
    .limit(params.limit)
    .offset(params.offset);
  return pageOf(rows, params, () => db.select({ total: count() }).from(liveEvents).where(where));
}

export type LiveEventRow = typeof liveEvents.$inferSelect;

const personColumns = {
  id: accounts.id,
  name: accounts.name,
  lastName: accounts.lastName,
  avatarKey: accounts.avatarKey,
  color: accounts.color,
};

/** Speakers and ambassadors of these events (active accounts), in the order they were added. */
export async function eventPeople(db: Db, eventIds: number[]) {
  if (eventIds.length === 0) return { speakers: [], ambassadors: [] };
  const active = and(eq(accounts.isEnabled, true), isNull(accounts.deletedAt));
  const speakers = await db
    .select({ eventId: liveEventSpeakers.liveEventId, ...personColumns })
    .from(liveEventSpeakers)
    .innerJoin(accounts, eq(accounts.id, liveEventSpeakers.accountId))
    .where(and(inArray(liveEventSpeakers.liveEventId, eventIds), active))
    .orderBy(asc(liveEventSpeakers.createdAt), asc(accounts.id));
  const ambassadors = await db
    .select({ eventId: liveEventAmbassadors.liveEventId, ...personColumns })
    .from(liveEventAmbassadors)
    .innerJoin(accounts, eq(accounts.id, liveEventAmbassadors.accountId))
    .where(and(inArray(liveEventAmbassadors.liveEventId, eventIds), active))
    .orderBy(asc(liveEventAmbassadors.createdAt), asc(accounts.id));
  return { speakers, ambassadors };
}

export type EventPersonRow = Awaited<ReturnType<typeof eventPeople>>['speakers'][number];

/** The live and speakers' chats of these events, as chat references. */
export async function eventChats(db: Db, dialogIds: number[]) {
  if (dialogIds.length === 0) return [];
  return db
    .select({
      id: dialogs.id,
      type: dialogs.type,
      archived: dialogs.archived,
      closed: dialogs.closed,
    })
    .from(dialogs)
    .where(inArray(dialogs.id, dialogIds));
}

export type ChatRefRow = Awaited<ReturnType<typeof eventChats>>[number];

/** Which of these events the account registered for. */
export async function registeredEventIds(
  db: Db,
  eventIds: number[],
  accountId: number | null,
): Promise<Set<number>> {
  if (eventIds.length === 0 || accountId === null) return new Set();
  const rows = await db
    .select({ eventId: liveEventRegistrations.liveEventId })
    .from(liveEventRegistrations)
    .where(
      and(
        inArray(liveEventRegistrations.liveEventId, eventIds),
        eq(liveEventRegistrations.accountId, accountId),
      ),
    );
  return new Set(rows.map((row) => row.eventId));
}
