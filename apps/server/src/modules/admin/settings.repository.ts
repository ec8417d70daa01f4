import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import type { Tx } from '../../core/db/transaction';
import { universities, widgetSettings } from '../../core/db/schema';

export type UniversityRow = typeof universities.$inferSelect;
export type SettingsRow = typeof widgetSettings.$inferSelect;
type SettingsValues = Omit<
  typeof widgetSettings.$inferInsert,
  'id' | 'universityId' | 'groupId' | 'createdAt'
>;
type UniversityValues = Partial<
  Pick<
    typeof universities.$inferInsert,
    | 'primaryColor'
    | 'allowedOrigins'
    | 'hideKeywords'
    | 'ambassadorTimeLimitMinutes'
    | 'ambassadorTimeLimitPeriod'
    | 'ageOfConsent16'
    | 'maintenance'
  >
>;

/** The university and its widget settings row, locked for update inside a transaction. */
export async function lockUniversitySettings(tx: Tx | Db, universityId: number) {
  const [row] = await tx
    .select({ university: universities, settings: widgetSettings })
    .from(universities)
    .leftJoin(widgetSettings, eq(widgetSettings.universityId, universities.id))
    .where(eq(universities.id, universityId))
    .for('update', { of: universities })
    .limit(1);
  return row;
}

/** Updates the university's own columns. */
export async function updateUniversity(
  tx: Tx,
  universityId: number,
  values: UniversityValues,
): Promise<void> {
  await tx
    .update(universities)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(universities.id, universityId));
}

/** Creates or updates the university's widget settings row. */
export async function upsertUniversitySettings(
  tx: Tx,
  universityId: number,
  values: SettingsValues,
): Promise<void> {
  const now = new Date();
  await tx
    .insert(widgetSettings)
    .values({ ...values, universityId, updatedAt: now })
    .onConflictDoUpdate({
      target: widgetSettings.universityId,
      set: { ...values, updatedAt: now },
    });
}
