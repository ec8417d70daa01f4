import { and, asc, count, countDistinct, eq, inArray, isNull } from 'drizzle-orm';
import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';
import type { Db } from '../../core/db/client';
import {
  accounts,
  ambassadorProfiles,
  dialogs,
  institutions,
  universities,
  universityGroupMembers,
  universityGroups,
  widgetSettings,
} from '../../core/db/schema';

export type UniversityRow = typeof universities.$inferSelect;
export type GroupRow = typeof universityGroups.$inferSelect;
export type WidgetSettingsRow = typeof widgetSettings.$inferSelect;
export type InstitutionRow = typeof institutions.$inferSelect;

export interface SocialProof {
  ambassadors: number;
  conversations: number;
  countries: number;
}

/** The university and its widget settings row (if any). */
export async function findUniversityWithSettings(db: Db, universityId: number) {
  const [row] = await db
    .select({ university: universities, settings: widgetSettings, institution: institutions })
    .from(universities)
    .leftJoin(widgetSettings, eq(widgetSettings.universityId, universities.id))
    .leftJoin(institutions, eq(institutions.id, universities.institutionId))
    .where(eq(universities.id, universityId))
    .limit(1);
  return row;
}

/** The group, its settings row and its member universities in display order. */
export async function findGroupWithSettings(db: Db, groupId: number) {
  const [row] = await db
    .select({ group: universityGroups, settings: widgetSettings })
    .from(universityGroups)
    .leftJoin(widgetSettings, eq(widgetSettings.groupId, universityGroups.id))
    .where(eq(universityGroups.id, groupId))
    .limit(1);
  if (!row) return undefined;
  const members = await db
    .select({ university: universities })
    .from(universityGroupMembers)
    .innerJoin(universities, eq(universities.id, universityGroupMembers.universityId))
    .where(eq(universityGroupMembers.groupId, groupId))
    .orderBy(asc(universityGroupMembers.position), asc(universities.id));
  return { ...row, universities: members.map((member) => member.university) };
}

/** The first group a university belongs to, for `university_group` in its settings. */
export async function findGroupOfUniversity(
  db: Db,
  universityId: number,
): Promise<GroupRow | undefined> {
  const [row] = await db
    .select({ group: universityGroups })
    .from(universityGroupMembers)
    .innerJoin(universityGroups, eq(universityGroups.id, universityGroupMembers.groupId))
    .where(eq(universityGroupMembers.universityId, universityId))
    .orderBy(asc(universityGroups.id))
    .limit(1);
  return row?.group;
}

/** Dialog types that count as conversations: one-to-one chats and group chats. */
const CONVERSATION_TYPES = [DIALOG_TYPES.individual, DIALOG_TYPES.groupChat];

/** Shown ambassadors, their home countries and conversations of these (non-empty) universities. */
export async function countSocialProof(db: Db, universityIds: number[]): Promise<SocialProof> {
  const [people] = await db
    .select({ ambassadors: count(), countries: countDistinct(ambassadorProfiles.countryId) })
    .from(ambassadorProfiles)
    .innerJoin(accounts, eq(accounts.id, ambassadorProfiles.accountId))
    .where(
      and(
        inArray(ambassadorProfiles.universityId, universityIds),
        eq(ambassadorProfiles.isPublished, true),
        eq(accounts.isEnabled, true),
        isNull(accounts.deletedAt),
      ),
    );
  const [talks] = await db
    .select({ conversations: count() })
    .from(dialogs)
    .where(
      and(inArray(dialogs.universityId, universityIds), inArray(dialogs.type, CONVERSATION_TYPES)),
    );
  return {
    ambassadors: people?.ambassadors ?? 0,
    countries: people?.countries ?? 0,
    conversations: talks?.conversations ?? 0,
  };
}
