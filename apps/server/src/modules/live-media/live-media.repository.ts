import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { liveEvents } from '../../core/db/schema';

const DEFAULT_ROOM = /^live-event-([1-9]\d{0,9})$/;

/** The event a room name belongs to: its own room name, or `live-event-{id}` when it has none. */
export async function findEventByRoom(db: Db, room: string) {
  const [named] = await db.select().from(liveEvents).where(eq(liveEvents.roomName, room)).limit(1);
  if (named) return named;
  const id = Number(DEFAULT_ROOM.exec(room)?.[1] ?? 0);
  if (!id || id > 2_147_483_647) return undefined;
  const [row] = await db.select().from(liveEvents).where(eq(liveEvents.id, id)).limit(1);
  return row?.roomName ? undefined : row;
}
