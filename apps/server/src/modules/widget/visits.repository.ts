import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { universities, universityGroups, widgetVisits } from '../../core/db/schema';

export interface VisitRow {
  widgetKey: string;
  day: string;
  visitorHash: string;
  universityId: number | null;
  groupId: number | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

/** True when the widget's university or group exists. */
export async function widgetExists(
  db: Db,
  target: { universityId: number } | { groupId: number },
): Promise<boolean> {
  const rows =
    'universityId' in target
      ? await db
          .select({ id: universities.id })
          .from(universities)
          .where(eq(universities.id, target.universityId))
          .limit(1)
      : await db
          .select({ id: universityGroups.id })
          .from(universityGroups)
          .where(eq(universityGroups.id, target.groupId))
          .limit(1);
  return rows.length > 0;
}

/**
 * Counts one page load: the visitor's first of the day inserts their row (with the campaign
 * they came from), later ones add to it. One statement, so concurrent loads never lose a count.
 */
export async function addVisit(db: Db, visit: VisitRow): Promise<void> {
  await db
    .insert(widgetVisits)
    .values({ ...visit, visits: 1 })
    .onConflictDoUpdate({
      target: [widgetVisits.widgetKey, widgetVisits.day, widgetVisits.visitorHash],
      set: { visits: sql`${widgetVisits.visits} + 1` },
    });
}
