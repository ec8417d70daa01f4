import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Filter, Permission, WidgetTitles } from '@quad/shared/contracts/widget-settings';
import { DEFAULT_PRIMARY_COLOR } from '@quad/shared/limits';
import { counter, createdAt, flag, id, textArray, updatedAt } from './columns';

/** A group of universities sharing one widget under `/group/{id}`. */
export const universityGroups = pgTable('university_groups', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').unique(),
  logoKey: text('logo_key'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The institution a university belongs to (widget settings carry `institution.slug`). */
export const institutions = pgTable('institutions', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  createdAt: createdAt(),
});

export const universities = pgTable(
  'universities',
  {
    id: id(),
    institutionId: integer('institution_id').references(() => institutions.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    logoKey: text('logo_key'),
    coverKey: text('cover_key'),
    city: text('city'),
    /** Id from `@quad/shared/data/countries` (reference data lives in code, not in tables). */
    countryId: integer('country_id'),
    website: text('website'),
    primaryColor: text('primary_color').notNull().default(DEFAULT_PRIMARY_COLOR),
    /** Origins allowed to frame the widget (Content-Security-Policy frame-ancestors). */
    allowedOrigins: textArray('allowed_origins'),
    /** One of the configured universities where the digital age of consent is fixed at 16 (spec §5). */
    ageOfConsent16: flag('age_of_consent_16'),
    isTestUniversity: flag('is_test_university'),
    ssoClientId: text('sso_client_id'),
    /** Admin switch: the API answers 503 MAINTENANCE for this university's widget. */
    maintenance: flag('maintenance'),
    /** Words hidden in chat messages of this university's dialogs (spec §4 "keyword hiding"). */
    hideKeywords: textArray('hide_keywords'),
    /** Ambassador chat-time allowance; null minutes = unlimited. Used up → accounts.time_is_up. */
    ambassadorTimeLimitMinutes: integer('ambassador_time_limit_minutes'),
    /** 'week' | 'month': the window the allowance renews over. */
    ambassadorTimeLimitPeriod: text('ambassador_time_limit_period').notNull().default('month'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'universities_primary_color_hex',
      sql`${t.primaryColor} ~ '^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$'`,
    ),
    check(
      'universities_time_limit_period',
      sql`${t.ambassadorTimeLimitPeriod} in ('week', 'month')`,
    ),
  ],
);

export const universityGroupMembers = pgTable(
  'university_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => universityGroups.id, { onDelete: 'cascade' }),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    /** Display order of the university inside the group widget. */
    position: counter('position'),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.universityId] }),
    index('university_group_members_university_idx').on(t.universityId),
  ],
);

/** A stored A/B test switch; the visitor's bucket (A or B) is drawn when settings are presented. */
export interface AbTest {
  name: 'ABTEST_1' | 'ABTEST_2';
  isActive: boolean;
}

/** Widget settings of one university or one group — exactly one of the two ids is set. */
export const widgetSettings = pgTable(
  'widget_settings',
  {
    id: id(),
    universityId: integer('university_id')
      .unique()
      .references(() => universities.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .unique()
      .references(() => universityGroups.id, { onDelete: 'cascade' }),
    /** Widget colour; null falls back to universities.primary_color, then DEFAULT_PRIMARY_COLOR. */
    primaryColor: text('primary_color'),
    /** Free-form display settings the spec names `settings`. */
    settings: jsonb('settings')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
    /** page_title, page_desc, display_search_bar, …; keys left out take the presenter's defaults. */
    titles: jsonb('titles').$type<Partial<WidgetTitles>>().notNull().default({}),
    /** `[{ key, isAllowed }]` feature switches (spec §6). */
    permissions: jsonb('permissions').$type<Permission[]>().notNull().default([]),
    /** Filters in `filterIndex` order; fixed filters get their options from live data when presented. */
    filters: jsonb('filters').$type<Filter[]>().notNull().default([]),
    showNumberLikesViews: flag('show_number_likes_views', true),
    /** Content types shown (`CONTENT_TYPES` of @quad/shared/contracts/common); empty = all. */
    contentTypes: textArray('content_types'),
    abTesting: jsonb('ab_testing').$type<AbTest[]>().notNull().default([]),
    /** Search items applied to every visitor's lists (at most 10, spec §5). */
    prefilterItems: textArray('prefilter_items'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('widget_settings_one_owner', sql`(${t.universityId} is null) <> (${t.groupId} is null)`),
  ],
);
