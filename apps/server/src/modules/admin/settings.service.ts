import type { AdminSettings, AdminSettingsChange } from '@quad/shared/contracts/admin';
import { CONTENT_TYPES, type ContentType } from '@quad/shared/contracts/common';
import {
  FIXED_FILTER_KEYS,
  PERMISSION_KEYS,
  type Filter,
} from '@quad/shared/contracts/widget-settings';
import { normalizeHex } from '@quad/shared/rules/color';
import { CUSTOM_GTM_SETTING, gtmContainerOf } from '@quad/shared/rules/tag-manager';
import { enqueueEvents } from '../../core/events/outbox';
import { commit } from '../../core/db/transaction';
import { NotFoundError } from '../../core/errors/app-error';
import type { ServiceContext } from '../../core/service-context';
import type { AdminActor } from './admin-actor';
import { audit, changedFields } from './audit.service';
import {
  lockUniversitySettings,
  updateUniversity,
  upsertUniversitySettings,
  type SettingsRow,
  type UniversityRow,
} from './settings.repository';
import { universitySettingsEvent } from './settings-events';

const PERMISSION_KEY_LIST = Object.values(PERMISSION_KEYS);
const FIXED_KEYS = new Set<string>(Object.values(FIXED_FILTER_KEYS));
const blankToNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The stored settings of a university as the console edits them (defaults filled in). */
export function presentAdminSettings(
  university: UniversityRow,
  row: SettingsRow | null,
): AdminSettings {
  const titles = row?.titles ?? {};
  const stored = new Map((row?.permissions ?? []).map((p) => [p.key, p.isAllowed]));
  return {
    university: { id: university.id, name: university.name },
    primary_color: row?.primaryColor ?? university.primaryColor,
    titles: {
      page_title: blankToNull(titles.page_title),
      page_desc: blankToNull(titles.page_desc),
      display_search_bar: titles.display_search_bar !== false,
      display_tap_logo: titles.display_tap_logo === true,
      group_chat_title: blankToNull(titles.group_chat_title),
      profile_title: blankToNull(titles.profile_title),
      content_title: blankToNull(titles.content_title),
      faq_title: blankToNull(titles.faq_title),
    },
    permissions: PERMISSION_KEY_LIST.map((key) => ({ key, isAllowed: stored.get(key) ?? false })),
    filters: [...(row?.filters ?? [])]
      .sort((a, b) => a.filterIndex - b.filterIndex)
      .map((filter) =>
        FIXED_KEYS.has(filter.key)
          ? { key: filter.key, name: filter.name, type: 'fixed' as const }
          : {
              key: filter.key,
              name: filter.name,
              type: 'custom' as const,
              options: (filter.options ?? []).map((o) => ({ key: o.key, name: o.name })),
            },
      ),
    prefilterItems: row?.prefilterItems ?? [],
    contentTypes: CONTENT_TYPES.filter((type) =>
      (row?.contentTypes ?? []).includes(type),
    ) as ContentType[],
    show_number_likes_views: row?.showNumberLikesViews ?? true,
    allowedOrigins: university.allowedOrigins,
    hideKeywords: university.hideKeywords,
    ambassadorTimeLimit: {
      minutes: university.ambassadorTimeLimitMinutes,
      period: university.ambassadorTimeLimitPeriod === 'week' ? 'week' : 'month',
    },
    ageOfConsent16: university.ageOfConsent16,
    maintenance: university.maintenance,
    customGtm: gtmContainerOf(row?.settings[CUSTOM_GTM_SETTING]),
    updated_at: (row && row.updatedAt > university.updatedAt
      ? row.updatedAt
      : university.updatedAt
    ).toISOString(),
  };
}

/** GET /admin/settings. */
export async function readSettings(
  { db }: Pick<ServiceContext, 'db'>,
  actor: AdminActor,
): Promise<AdminSettings> {
  const found = await lockUniversitySettings(db, actor.universityId);
  if (!found) throw new NotFoundError('university');
  return presentAdminSettings(found.university, found.settings);
}

/** The editable part of a settings document, for the audit diff. */
function editable(settings: AdminSettings): Record<string, unknown> {
  const { university: _university, updated_at: _updatedAt, ...rest } = settings;
  return rest;
}

/** A filter as the widget settings row stores it (fixed filters take live options). */
function storedFilters(filters: AdminSettingsChange['filters']): Filter[] {
  return filters.map((filter, filterIndex) => ({
    key: filter.key,
    name: filter.name,
    filterIndex,
    type: filter.type,
    ...(filter.type === 'custom' ? { options: filter.options ?? [] } : {}),
  }));
}

/**
 * PUT /admin/settings: stores the whole document, audits what changed and tells open widgets
 * of the university to reload their settings — all in one transaction.
 */
export async function saveSettings(
  services: Pick<ServiceContext, 'db' | 'after'>,
  actor: AdminActor,
  change: AdminSettingsChange,
): Promise<AdminSettings> {
  return commit(services.db, services.after, async (tx) => {
    const found = await lockUniversitySettings(tx, actor.universityId);
    if (!found) throw new NotFoundError('university');
    const before = presentAdminSettings(found.university, found.settings);
    const color = normalizeHex(change.primary_color);
    const existingTitles = found.settings?.titles ?? {};
    await updateUniversity(tx, actor.universityId, {
      primaryColor: color,
      allowedOrigins: change.allowedOrigins,
      hideKeywords: change.hideKeywords,
      ambassadorTimeLimitMinutes: change.ambassadorTimeLimit.minutes,
      ambassadorTimeLimitPeriod: change.ambassadorTimeLimit.period,
      ageOfConsent16: change.ageOfConsent16,
      maintenance: change.maintenance,
    });
    await upsertUniversitySettings(tx, actor.universityId, {
      primaryColor: color,
      settings: { ...found.settings?.settings, [CUSTOM_GTM_SETTING]: change.customGtm },
      titles: { ...existingTitles, ...change.titles },
      permissions: change.permissions,
      filters: storedFilters(change.filters),
      prefilterItems: change.prefilterItems,
      contentTypes: change.contentTypes,
      showNumberLikesViews: change.show_number_likes_views,
    });
    const saved = await lockUniversitySettings(tx, actor.universityId);
    if (!saved) throw new NotFoundError('university');
    const after = presentAdminSettings(saved.university, saved.settings);
    const diff = changedFields(editable(before), editable(after));
    if (Object.keys(diff.after).length > 0) {
      await audit(tx, actor, { action: 'settings.update', target: 'settings', ...diff });
      await enqueueEvents(tx, [universitySettingsEvent(actor.universityId, after.updated_at)]);
    }
    return after;
  });
}
