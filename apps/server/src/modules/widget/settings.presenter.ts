import { DEFAULT_PRIMARY_COLOR } from '@quad/shared/limits';
import { countryById } from '@quad/shared/data/countries';
import { FIXED_FILTER_KEYS, type WidgetSettings } from '@quad/shared/contracts/widget-settings';
import type { Storage } from '../../core/storage/storage';
import type { WidgetScopeSettings } from './settings.service';
import type { UniversityRow } from './settings.repository';

const FIXED_KEYS = new Set<string>(Object.values(FIXED_FILTER_KEYS));
const AB_TESTS = ['ABTEST_1', 'ABTEST_2'] as const;

/** Widget settings row → the spec §3 `GET /settings` answer, field by field. */
export function presentWidgetSettings(
  input: WidgetScopeSettings,
  storage: Storage,
): WidgetSettings {
  const { row, university, group, institution, socialProof, bucket } = input;
  const titles = row?.titles ?? {};
  const text = (value: unknown): string | null =>
    typeof value === 'string' && value !== '' ? value : null;
  const activeTests = new Set(
    (row?.abTesting ?? []).filter((test) => test.isActive).map((test) => test.name),
  );
  return {
    settings: scalarSettings(row?.settings ?? {}),
    primary_color: row?.primaryColor ?? university?.primaryColor ?? DEFAULT_PRIMARY_COLOR,
    permissions: (row?.permissions ?? []).map((permission) => ({
      key: permission.key,
      isAllowed: permission.isAllowed,
    })),
    ssoClientId: university?.ssoClientId ?? null,
    titles: {
      page_title: text(titles.page_title),
      page_desc: text(titles.page_desc),
      display_search_bar: titles.display_search_bar !== false,
      display_tap_logo: titles.display_tap_logo === true,
      group_chat_title: text(titles.group_chat_title),
      profile_title: text(titles.profile_title),
      content_title: text(titles.content_title),
      faq_title: text(titles.faq_title),
      social_proof_data: socialProof,
    },
    filters: [...input.filters]
      .sort((a, b) => a.filterIndex - b.filterIndex)
      .map((filter) => ({
        key: filter.key,
        name: filter.name,
        filterIndex: filter.filterIndex,
        type: FIXED_KEYS.has(filter.key) ? ('fixed' as const) : ('custom' as const),
        ...(filter.options ? { options: filter.options } : {}),
      })),
    show_number_likes_views: row?.showNumberLikesViews ?? true,
    universities: input.universities.map((u) => presentWidgetUniversity(u, storage)),
    is_test_university: university?.isTestUniversity ?? false,
    ABTesting: {
      bucket,
      tests: AB_TESTS.filter((name) => activeTests.has(name)).map((name) => ({
        name,
        variant: bucket,
      })),
    },
    institution: institution
      ? {
          id: institution.id,
          name: institution.name,
          slug: institution.slug,
          logo: university?.logoKey ? storage.url(university.logoKey) : null,
          website: university?.website ?? null,
        }
      : null,
    university_group: group ? { id: group.id, name: group.name } : null,
    contentTypes: input.contentTypes,
    prefilterItems: input.prefilterItems,
  };
}

/** A university as the widget lists it. */
export function presentWidgetUniversity(u: UniversityRow, storage: Storage) {
  const country = u.countryId ? countryById(u.countryId) : undefined;
  return {
    id: u.id,
    name: u.name,
    logo: u.logoKey ? storage.url(u.logoKey) : null,
    city: u.city,
    country: country ? { id: country.id, name: country.name, code: country.code } : null,
  };
}

function scalarSettings(
  settings: Record<string, unknown>,
): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      out[key] = value as string | number | boolean | null;
    }
  }
  return out;
}
