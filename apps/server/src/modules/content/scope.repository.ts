import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { universities, universityGroupMembers, universityGroups } from '../../core/db/schema';

export type UniversityRow = typeof universities.$inferSelect;
export type GroupRow = typeof universityGroups.$inferSelect;

/** A group and its member universities in display order; undefined when the group is unknown. */
export async function findGroupMembers(
  db: Db,
  groupId: number,
): Promise<{ group: GroupRow; universities: UniversityRow[] } | undefined> {
  const [group] = await db
    .select()
    .from(universityGroups)
    .where(eq(universityGroups.id, groupId))
    .limit(1);
  if (!group) return undefined;
  const members = await db
    .select({ university: universities })
    .from(universityGroupMembers)
    .innerJoin(universities, eq(universities.id, universityGroupMembers.universityId))
    .where(eq(universityGroupMembers.groupId, groupId))
    .orderBy(asc(universityGroupMembers.position), asc(universities.id));
  return { group, universities: members.map((member) => member.university) };
}

/** The universities among these ids that exist, in the order of the ids. */
export async function findUniversitiesByIds(db: Db, ids: number[]): Promise<UniversityRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(universities).where(inArray(universities.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The groups a university belongs to, in id order. */
export async function findGroupsOfUniversity(db: Db, universityId: number): Promise<GroupRow[]> {
  const rows = await db
    .select({ group: universityGroups })
    .from(universityGroupMembers)
    .innerJoin(universityGroups, eq(universityGroups.id, universityGroupMembers.groupId))
    .where(eq(universityGroupMembers.universityId, universityId))
    .orderBy(asc(universityGroups.id));
  return rows.map((row) => row.group);
}
