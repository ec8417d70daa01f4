import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import type { faqs, posts } from '../../core/db/schema';

/** The published items that count views and shares the same way. */
type CountedTable = typeof posts | typeof faqs;

/** Adds one to a published item's view or share counter; undefined when it is not published. */
export async function bumpCounter(
  db: Db,
  table: CountedTable,
  id: number,
  counter: 'view' | 'share',
) {
  const [row] = await db
    .update(table)
    .set(
      counter === 'view'
        ? { viewCount: sql`${table.viewCount} + 1` }
        : { shareCount: sql`${table.shareCount} + 1` },
    )
    .where(and(eq(table.id, id), eq(table.isPublished, true)))
    .returning({ viewCount: table.viewCount, shareCount: table.shareCount });
  return row;
}

/** Adds one view to each published item of the list; the ids that counted. */
export async function bumpViews(db: Db, table: CountedTable, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(table)
    .set({ viewCount: sql`${table.viewCount} + 1` })
    .where(and(inArray(table.id, ids), eq(table.isPublished, true)))
    .returning({ id: table.id });
  return rows.map((row) => row.id);
}
