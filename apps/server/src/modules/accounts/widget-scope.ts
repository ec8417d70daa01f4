import { DEFAULT_PRIMARY_COLOR } from '@quad/shared/limits';
import type { MailBrand } from '../../core/mail/templates/layout';
import { NotFoundError } from '../../core/errors/app-error';
import {
  findGroupWithSettings,
  findUniversityWithSettings,
  type UniversityRow,
} from '../widget/settings.repository';
import type { Executor } from './accounts.repository';

/** The university or group a request runs under (spec §2), looked up. */
export interface WidgetScope {
  universityId: number | null;
  groupId: number | null;
  /** The university, or the group's members in display order. */
  universities: UniversityRow[];
  /** Name, colour and address for mail. */
  brand: MailBrand;
}

export interface ScopeIds {
  universityId?: number | null | undefined;
  groupId?: number | null | undefined;
}

/**
 * Looks up a university and/or a group; 404 when an id is unknown or the university is not in
 * the group. Without either id: the Quad brand and no universities.
 */
export async function resolveScope(
  db: Executor,
  publicUrl: string,
  ids: ScopeIds,
): Promise<WidgetScope> {
  const universityId = ids.universityId ?? null;
  const groupId = ids.groupId ?? null;
  const group = groupId !== null ? await findGroupWithSettings(db, groupId) : undefined;
  if (groupId !== null && !group) throw new NotFoundError('university_group');

  if (universityId !== null) {
    const found = await findUniversityWithSettings(db, universityId);
    if (!found) throw new NotFoundError('university');
    if (group && !group.universities.some((u) => u.id === universityId)) {
      throw new NotFoundError('university_in_group');
    }
    return {
      universityId,
      groupId,
      universities: [found.university],
      brand: {
        name: found.university.name,
        primaryColor: found.settings?.primaryColor ?? found.university.primaryColor,
        url: `${publicUrl}/${universityId}`,
      },
    };
  }
  if (group) {
    return {
      universityId: null,
      groupId,
      universities: group.universities,
      brand: {
        name: group.group.name,
        primaryColor: group.settings?.primaryColor ?? DEFAULT_PRIMARY_COLOR,
        url: `${publicUrl}/group/${group.group.id}`,
      },
    };
  }
  return {
    universityId: null,
    groupId: null,
    universities: [],
    brand: { name: 'Quad', primaryColor: DEFAULT_PRIMARY_COLOR, url: publicUrl },
  };
}

/** The scope of an account's own university or group, tolerating ids that no longer resolve. */
export async function accountScope(
  db: Executor,
  publicUrl: string,
  account: { universityId: number | null; universityGroupId: number | null },
): Promise<WidgetScope> {
  try {
    return await resolveScope(db, publicUrl, {
      universityId: account.universityId,
      groupId: account.universityId === null ? account.universityGroupId : null,
    });
  } catch (error) {
    if (error instanceof NotFoundError) return resolveScope(db, publicUrl, {});
    throw error;
  }
}
