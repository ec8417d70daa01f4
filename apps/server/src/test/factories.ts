import { randomBytes } from 'node:crypto';
import type { Db } from '../core/db/client';
import {
  universities,
  universityGroupMembers,
  universityGroups,
  widgetSettings,
} from '../core/db/schema';

const unique = () => randomBytes(4).toString('hex');

type UniversityInsert = typeof universities.$inferInsert;
type SettingsInsert = typeof widgetSettings.$inferInsert;

/** A university with sensible defaults; override any column. */
export async function buildUniversity(db: Db, overrides: Partial<UniversityInsert> = {}) {
  const suffix = unique();
  const [row] = await db
    .insert(universities)
    .values({ name: `University ${suffix}`, slug: `university-${suffix}`, ...overrides })
    .returning();
  if (!row) throw new Error('university not inserted');
  return row;
}

/** A group holding the given universities, in order. */
export async function buildGroup(db: Db, universityIds: number[], name = `Group ${unique()}`) {
  const [group] = await db.insert(universityGroups).values({ name }).returning();
  if (!group) throw new Error('group not inserted');
  if (universityIds.length > 0) {
    await db
      .insert(universityGroupMembers)
      .values(
        universityIds.map((universityId, position) => ({
          groupId: group.id,
          universityId,
          position,
        })),
      );
  }
  return group;
}

/** Widget settings for a university or a group. */
export async function buildWidgetSettings(db: Db, values: SettingsInsert) {
  const [row] = await db.insert(widgetSettings).values(values).returning();
  if (!row) throw new Error('settings not inserted');
  return row;
}
