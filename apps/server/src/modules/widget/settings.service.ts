import { createHash } from 'node:crypto';
import { DEFAULT_PRIMARY_COLOR } from '@quad/shared/limits';
import { CONTENT_TYPES, type ContentType, type ScopeQuery } from '@quad/shared/contracts/common';
import type { Filter, WidgetSettingsQuery } from '@quad/shared/contracts/widget-settings';
import type { Db } from '../../core/db/client';
import type { ServiceContext } from '../../core/service-context';
import { NotFoundError } from '../../core/errors/app-error';
import { withLiveOptions } from '../content/filters.service';
import {
  countSocialProof,
  findGroupOfUniversity,
  findGroupWithSettings,
  findUniversityWithSettings,
  type GroupRow,
  type InstitutionRow,
  type SocialProof,
  type UniversityRow,
  type WidgetSettingsRow,
} from './settings.repository';

/** What the presenter needs to answer GET /settings for a university or a group. */
export interface WidgetScopeSettings {
  row: WidgetSettingsRow | null;
  universities: UniversityRow[];
  /** The university of a university widget; null for a group widget. */
  university: UniversityRow | null;
  institution: InstitutionRow | null;
  group: GroupRow | null;
  socialProof: SocialProof;
  bucket: 'A' | 'B';
  /** The stored filters, fixed ones with their options from live data. */
  filters: Filter[];
  contentTypes: ContentType[];
  prefilterItems: string[];
}

/** Sections shown: the stored choice (empty = all) narrowed by the query's, in the contract's order. */
function effectiveContentTypes(
  stored: readonly string[],
  asked: readonly ContentType[] | undefined,
): ContentType[] {
  return CONTENT_TYPES.filter(
    (type) => (stored.length === 0 || stored.includes(type)) && (!asked || asked.includes(type)),
  );
}

/** The scope-independent parts of a widget's settings: filters with live options, sections, prefilter. */
async function discoverySettings(
  db: Db,
  row: WidgetSettingsRow | null,
  universities: UniversityRow[],
  query: WidgetSettingsQuery,
) {
  const prefilterItems = query.prefilterItems ?? row?.prefilterItems ?? [];
  return {
    filters: await withLiveOptions(db, universities, row?.filters ?? [], prefilterItems),
    contentTypes: effectiveContentTypes(row?.contentTypes ?? [], query.contentTypes),
    prefilterItems,
  };
}

/** Loads a widget's settings for a university or a group; 404 when neither exists. */
export async function loadWidgetSettings(
  { db }: Pick<ServiceContext, 'db'>,
  scope: WidgetSettingsQuery,
  visitorId: string,
): Promise<WidgetScopeSettings> {
  const bucket = abBucket(visitorId);
  if (scope.groupId !== undefined) {
    const found = await findGroupWithSettings(db, scope.groupId);
    if (!found) throw new NotFoundError('university_group');
    return {
      row: found.settings,
      universities: found.universities,
      university: null,
      institution: null,
      group: found.group,
      socialProof: await socialProof(
        { db },
        found.universities.map((u) => u.id),
      ),
      bucket,
      ...(await discoverySettings(db, found.settings, found.universities, scope)),
    };
  }
  const universityId = scope.universityId ?? 0;
  const found = await findUniversityWithSettings(db, universityId);
  if (!found) throw new NotFoundError('university');
  return {
    row: found.settings,
    universities: [found.university],
    university: found.university,
    institution: found.institution,
    group: (await findGroupOfUniversity(db, universityId)) ?? null,
    socialProof: await socialProof({ db }, [universityId]),
    bucket,
    ...(await discoverySettings(db, found.settings, [found.university], scope)),
  };
}

/** Counts shown as social proof: shown ambassadors, their home countries, conversations. */
export async function socialProof(
  { db }: Pick<ServiceContext, 'db'>,
  universityIds: number[],
): Promise<SocialProof> {
  if (universityIds.length === 0) return { ambassadors: 0, conversations: 0, countries: 0 };
  return countSocialProof(db, universityIds);
}

/** GET /social/proof: the counts of a university, or of a group's universities (404 if unknown). */
export async function scopeSocialProof(
  services: Pick<ServiceContext, 'db'>,
  scope: ScopeQuery,
): Promise<SocialProof> {
  if (scope.groupId === undefined) return socialProof(services, [scope.universityId ?? 0]);
  const group = await findGroupWithSettings(services.db, scope.groupId);
  if (!group) throw new NotFoundError('university_group');
  return socialProof(
    services,
    group.universities.map((u) => u.id),
  );
}

/** A visitor's A/B bucket: stable for the same visitor id, even across nodes. */
export function abBucket(visitorId: string): 'A' | 'B' {
  const first = createHash('sha256').update(visitorId).digest()[0] ?? 0;
  return first % 2 === 0 ? 'A' : 'B';
}

/** The colour a widget wears (its settings, else its university's, else the default). */
export function brandColorOf(found: WidgetScopeSettings | null): string | null {
  if (!found) return null;
  return found.row?.primaryColor ?? found.university?.primaryColor ?? DEFAULT_PRIMARY_COLOR;
}
