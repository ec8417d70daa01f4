import { and, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import type { Tx } from '../../core/db/transaction';
import { contentDaily, type faqs, type posts } from '../../core/db/schema';

/** The published items that count views and shares the same way. */
type CountedTable = typeof posts | typeof faqs;

/** `post` or `faq`: the kind a table's views and shares are kept under per day. */
const kindOf = (table: CountedTable) => (getTableName(table) === 'posts' ? 'post' : 'faq');

/**
 * Adds a university's views or shares of the day to `content_daily`, the console's figures for
 * a date range (UTC days, like the dashboard's).
 */
async function addToDay(
  tx: Tx,
  universityId: number,
  kind: 'post' | 'faq',
  added: { views?: number; shares?: number },
) {
  await tx
    .insert(contentDaily)
    .values({
      universityId,
      day: sql`(now() at time zone 'UTC')::date`,
      kind,
      views: added.views ?? 0,
      shares: added.shares ?? 0,
    })
    .onConflictDoUpdate({
      target: [contentDaily.universityId, contentDaily.day, contentDaily.kind],
      set: {
        views: sql`${contentDaily.views} + excluded.views`,
        shares: sql`${contentDaily.shares} + excluded.shares`,
      },
    });
}

/** Adds one to a published item's view or share counter; undefined when it is not published. */
export async function bumpCounter(
  db: Db,
  table: CountedTable,
  id: number,
  counter: 'view' | 'share',
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set(
        counter === 'view'
          ? { viewCount: sql`${table.viewCount} + 1` }
          : { shareCount: sql`${table.shareCount} + 1` },
      )
      .where(and(eq(table.id, id), eq(table.isPublished, true)))
      .returning({
        viewCount: table.viewCount,
        shareCount: table.shareCount,
        universityId: table.universityId,
      });
    if (!row) return undefined;
    await addToDay(
      tx,
      row.universityId,
      kindOf(table),
      counter === 'view' ? { views: 1 } : { shares: 1 },
    );
    return { viewCount: row.viewCount, shareCount: row.shareCount };
  });
}

/** Adds one view to each published item of the list; the ids that counted. */
export async function bumpViews(db: Db, table: CountedTable, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(table)
      .set({ viewCount: sql`${table.viewCount} + 1` })
      .where(and(inArray(table.id, ids), eq(table.isPublished, true)))
      .returning({ id: table.id, universityId: table.universityId });
    const perUniversity = new Map<number, number>();
    for (const row of rows) {
      perUniversity.set(row.universityId, (perUniversity.get(row.universityId) ?? 0) + 1);
    }
    for (const [universityId, views] of perUniversity) {
      await addToDay(tx, universityId, kindOf(table), { views });
    }
    return rows.map((row) => row.id);
  });
}
