import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { accounts, ambassadorProfiles, widgetSettings } from '../../core/db/schema';
import { ambassadorSearch, visibleAmbassador } from './users.repository';

/**
 * The distinct home countries, subjects and profile types of the ambassadors a widget shows
 * (narrowed by its prefilter items): the live options of the people filters.
 */
export function ambassadorFacets(db: Db, universityIds: number[], prefilterItems?: string[]) {
  return db
    .selectDistinct({
      countryId: ambassadorProfiles.countryId,
      subjectId: ambassadorProfiles.subjectId,
      profileType: ambassadorProfiles.profileType,
    })
    .from(ambassadorProfiles)
    .innerJoin(accounts, eq(accounts.id, ambassadorProfiles.accountId))
    .where(
      and(
        visibleAmbassador(universityIds),
        prefilterItems?.length ? ambassadorSearch(prefilterItems) : undefined,
      ),
    );
}

export type FacetRow = Awaited<ReturnType<typeof ambassadorFacets>>[number];

/** The stored filters of a university's or a group's widget settings (empty without a row). */
export async function storedFilters(
  db: Db,
  scope: { universityId?: number | undefined; groupId?: number | undefined },
) {
  const owner =
    scope.groupId !== undefined
      ? eq(widgetSettings.groupId, scope.groupId)
      : inArray(
          widgetSettings.universityId,
          scope.universityId === undefined ? [] : [scope.universityId],
        );
  const [row] = await db
    .select({ filters: widgetSettings.filters })
    .from(widgetSettings)
    .where(owner)
    .limit(1);
  return row?.filters ?? [];
}
