import type { ContentListQuery } from '@quad/shared/contracts/content';
import type { Db } from '../../core/db/client';
import { BadRequestError, NotFoundError } from '../../core/errors/app-error';
import { findGroupMembers, findUniversitiesByIds, type UniversityRow } from './scope.repository';
import { problem } from '../../core/errors/problems';

/**
 * The universities a widget call may see. Every content query is limited to `ids`, so nothing
 * of a university outside the widget can appear, whatever the caller sends.
 */
export interface ContentScope {
  universities: UniversityRow[];
  ids: number[];
  byId: ReadonlyMap<number, UniversityRow>;
}

/** A scope holding these universities. */
export function scopeOf(list: UniversityRow[]): ContentScope {
  return {
    universities: list,
    ids: list.map((u) => u.id),
    byId: new Map(list.map((u) => [u.id, u])),
  };
}

/** The universities of a widget: a group's members, or one university; 404 when unknown. */
export async function resolveWidgetScope(
  db: Db,
  scope: { universityId?: number | undefined; groupId?: number | undefined },
): Promise<ContentScope> {
  if (scope.groupId !== undefined) {
    const found = await findGroupMembers(db, scope.groupId);
    if (!found) throw new NotFoundError('university_group');
    return scopeOf(found.universities);
  }
  if (scope.universityId === undefined) throw new BadRequestError(problem('listScope'));
  const [university] = await findUniversitiesByIds(db, [scope.universityId]);
  if (!university) throw new NotFoundError('university');
  return scopeOf([university]);
}

/**
 * The scope of a list call: the widget's universities narrowed by `universityIds` (ids outside
 * the widget are ignored, not an error: a stale filter must not break the widget) and by the
 * university countries of `groupCountryIds`. Without a widget, `universityIds` is the scope.
 */
export async function resolveListScope(db: Db, query: ContentListQuery): Promise<ContentScope> {
  let list: UniversityRow[];
  if (query.groupId !== undefined || query.universityId !== undefined) {
    list = (await resolveWidgetScope(db, query)).universities;
    if (query.universityIds?.length) {
      const wanted = new Set(query.universityIds);
      list = list.filter((u) => wanted.has(u.id));
    }
  } else if (query.universityIds?.length) {
    list = await findUniversitiesByIds(db, [...new Set(query.universityIds)]);
    if (list.length === 0) throw new NotFoundError('university');
  } else {
    throw new BadRequestError(problem('listScope'));
  }
  if (query.groupCountryIds?.length) {
    const countries = new Set(query.groupCountryIds);
    list = list.filter((u) => u.countryId !== null && countries.has(u.countryId));
  }
  return scopeOf(list);
}
