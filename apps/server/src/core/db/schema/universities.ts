import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { counter, createdAt, flag, id, textArray, timestampTz, updatedAt } from './columns';

/** Default widget and brand colour (spec §9). */
export const DEFAULT_PRIMARY_COLOR = '#FF5100';

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
    institutionId: integer('institution_id').references(() => institutions.id, { onDelete: 'set null' }),
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
    check('universities_primary_color_hex', sql`${t.primaryColor} ~ '^#[0-9A-Fa-f]{6}$'`),
    check('universities_time_limit_period', sql`${t.ambassadorTimeLimitPeriod} in ('week', 'month')`),
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
  (t) => [primaryKey({ columns: [t.groupId, t.universityId] }), index('university_group_members_university_idx').on(t.universityId)],
);

/** One `{ key, isAllowed }` feature permission (spec §6). */
export interface WidgetPermission {
  key: string;
  isAllowed: boolean;
}

/** A widget filter: fixed keys (university_countries, _countries, account_type, _subject, group_universities) or custom. */
export interface WidgetFilter {
  key: string;
  name: string;
  filterIndex: number;
  isActive: boolean;
  /** Custom filters only: the options offered. */
  options?: { id: number | string; name: string }[];
}

/** Titles block of the widget settings (spec §3); unknown keys are kept for later options. */
export interface WidgetTitles {
  page_title?: string;
  page_desc?: string;
  display_search_bar?: boolean;
  display_tap_logo?: boolean;
  group_chat_title?: string;
  profile_title?: string;
  content_title?: string;
  faq_title?: string;
  social_proof_data?: Record<string, unknown>;
  [key: string]: unknown;
}

/** `{ name: 'ABTEST_1', isActive }` — the visitor's bucket (A/B) is decided client-side. */
export interface AbTest {
  name: string;
  isActive: boolean;
}

/** A prefilter item (max 10, spec §5): a filter key with the ids preselected for every visitor. */
export interface PrefilterItem {
  key: string;
  ids: (number | string)[];
}

/** Content sections a widget may show (spec §2 home sections). */
export const CONTENT_TYPES = ['live-streams', 'group-chats', 'forum', 'chat-to-us', 'posts', 'faq'] as const;

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
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    titles: jsonb('titles').$type<WidgetTitles>().notNull().default({}),
    permissions: jsonb('permissions').$type<WidgetPermission[]>().notNull().default([]),
    filters: jsonb('filters').$type<WidgetFilter[]>().notNull().default([]),
    showNumberLikesViews: flag('show_number_likes_views', true),
    contentTypes: textArray('content_types'),
    abTesting: jsonb('ab_testing').$type<AbTest[]>().notNull().default([]),
    prefilterItems: jsonb('prefilter_items').$type<PrefilterItem[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('widget_settings_one_owner', sql`(${t.universityId} is null) <> (${t.groupId} is null)`)],
);

/** Codes that let a student start the ambassador application flow (spec §7 Application). */
export const ambassadorAccessCodes = pgTable('ambassador_access_codes', {
  id: id(),
  code: text('code').notNull().unique(),
  universityId: integer('university_id')
    .notNull()
    .references(() => universities.id, { onDelete: 'cascade' }),
  isActive: flag('is_active', true),
  expiresAt: timestampTz('expires_at'),
  createdAt: createdAt(),
});
