import { z } from 'zod';
import { detailCode } from '../errors';
import { MAX_PREFILTER_ITEMS, PREFILTER_ITEMS_MESSAGE } from '../limits';
import {
  CONTENT_TYPES,
  contentTypeSchema,
  dateTimeSchema,
  hexColorSchema,
  idSchema,
  pageFields,
  text,
} from './common';
import { GTM_CONTAINER_ID } from '../rules/tag-manager';
import { FIXED_FILTER_KEYS, PERMISSION_KEYS } from './widget-settings';

/** Most allowed origins, hidden keywords and filters a university keeps. */
export const MAX_ALLOWED_ORIGINS = 50;
export const MAX_HIDDEN_KEYWORDS = 200;
export const MAX_FILTERS = 20;
export const MAX_FILTER_OPTIONS = 50;
/** The longest chat-time allowance: a whole month of minutes. */
export const MAX_TIME_ALLOWANCE_MINUTES = 31 * 24 * 60;

export const TIME_ALLOWANCE_PERIODS = ['week', 'month'] as const;

const FIXED_KEYS = Object.values(FIXED_FILTER_KEYS) as [string, ...string[]];
const PERMISSION_KEY_LIST = Object.values(PERMISSION_KEYS) as [string, ...string[]];

/** An optional title: empty means "use the widget's default". */
const titleText = (max: number) => text().trim().max(max).nullable();

/** The titles of spec §3 an admin writes (the social proof counts are computed). */
export const adminTitlesSchema = z
  .object({
    page_title: titleText(120),
    page_desc: titleText(500),
    display_search_bar: z.boolean(),
    display_tap_logo: z.boolean(),
    group_chat_title: titleText(120),
    profile_title: titleText(120),
    content_title: titleText(120),
    faq_title: titleText(120),
  })
  .meta({ id: 'AdminTitles' });
export type AdminTitles = z.infer<typeof adminTitlesSchema>;

export const adminPermissionSchema = z
  .object({ key: z.enum(PERMISSION_KEY_LIST), isAllowed: z.boolean() })
  .meta({ id: 'AdminPermission', description: 'A feature switch of spec §6' });

/** A fixed filter (options come from live data) or a custom one with its own options. */
export const adminFilterSchema = z
  .object({
    key: text()
      .trim()
      .min(1)
      .max(60)
      .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only'),
    name: text().trim().min(1, 'Give the filter a name').max(80),
    type: z.enum(['fixed', 'custom']),
    options: z
      .array(
        z.object({
          key: text().trim().min(1).max(60),
          name: text().trim().min(1, 'Give the option a name').max(80),
        }),
      )
      .max(MAX_FILTER_OPTIONS)
      .optional(),
  })
  .refine((filter) => filter.type === 'custom' || FIXED_KEYS.includes(filter.key), {
    error: 'Not one of the fixed filters',
    params: detailCode('not_a_fixed_filter'),
    path: ['key'],
  })
  .refine((filter) => filter.type === 'fixed' || (filter.options?.length ?? 0) > 0, {
    error: 'A custom filter needs at least one option',
    params: detailCode('filter_options_required'),
    path: ['options'],
  })
  .meta({ id: 'AdminFilter' });
export type AdminFilter = z.infer<typeof adminFilterSchema>;

/** `https://host[:port]` (or http), nothing after the host: what frame-ancestors and CORS compare. */
export const originSchema = text()
  .trim()
  .max(200)
  .regex(/^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$/, 'An origin like https://www.example.ac.uk')
  .describe('A web origin: scheme, host and optional port');

/** True when no two items share a key. */
function isUniqueBy<T>(items: readonly T[], key: (item: T) => string): boolean {
  return new Set(items.map(key)).size === items.length;
}

/** Everything an admin edits on the settings screen, in one document. */
export const adminSettingsShape = {
  primary_color: hexColorSchema,
  titles: adminTitlesSchema,
  permissions: z
    .array(adminPermissionSchema)
    .max(PERMISSION_KEY_LIST.length)
    .refine((items) => isUniqueBy(items, (p) => p.key), {
      error: 'Each permission once',
      params: detailCode('duplicate_items'),
    }),
  filters: z
    .array(adminFilterSchema)
    .max(MAX_FILTERS)
    .refine((items) => isUniqueBy(items, (f) => f.key), {
      error: 'Each filter key once',
      params: detailCode('duplicate_items'),
    }),
  prefilterItems: z
    .array(text().trim().min(1).max(100))
    .max(MAX_PREFILTER_ITEMS, { error: PREFILTER_ITEMS_MESSAGE }),
  /** Sections the home shows, in the widget's order; empty = all. */
  contentTypes: z.array(contentTypeSchema).max(CONTENT_TYPES.length),
  show_number_likes_views: z.boolean(),
  allowedOrigins: z
    .array(originSchema)
    .max(MAX_ALLOWED_ORIGINS)
    .refine((items) => isUniqueBy(items, (o) => o.toLowerCase()), {
      error: 'Each origin once',
      params: detailCode('duplicate_items'),
    }),
  hideKeywords: z.array(text().trim().min(1).max(100)).max(MAX_HIDDEN_KEYWORDS),
  ambassadorTimeLimit: z.object({
    /** null = unlimited. */
    minutes: z.number().int().min(1).max(MAX_TIME_ALLOWANCE_MINUTES).nullable(),
    period: z.enum(TIME_ALLOWANCE_PERIODS),
  }),
  ageOfConsent16: z.boolean(),
  maintenance: z.boolean(),
  /** The university's Google Tag Manager container (`GTM-…`), loaded by its widget; null = none. */
  customGtm: text()
    .trim()
    .toUpperCase()
    .refine((value) => GTM_CONTAINER_ID.test(value), {
      error: 'A Google Tag Manager container id like GTM-AB12CD',
      params: detailCode('gtm_container_invalid'),
    })
    .nullable(),
};

/** PUT /admin/settings: the whole settings document (the console always sends all of it). */
export const adminSettingsChangeSchema = z
  .object(adminSettingsShape)
  .meta({ id: 'AdminSettingsChange' });
export type AdminSettingsChange = z.infer<typeof adminSettingsChangeSchema>;

/** GET /admin/settings: the document plus what the console shows beside it. */
export const adminSettingsSchema = z
  .object({
    ...adminSettingsShape,
    university: z.object({ id: idSchema, name: text() }),
    updated_at: dateTimeSchema,
  })
  .meta({ id: 'AdminSettings' });
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const adminSettingsResponseSchema = z
  .object({ settings: adminSettingsSchema })
  .meta({ id: 'AdminSettingsResponse' });

/** One change in the audit trail. */
export const auditEntrySchema = z
  .object({
    id: idSchema,
    action: text(),
    target: text(),
    actor: z.object({ id: idSchema, name: text(), email: text() }).nullable(),
    before: z.record(text(), z.unknown()).nullable(),
    after: z.record(text(), z.unknown()).nullable(),
    created_at: dateTimeSchema,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 20;

export const auditListQuerySchema = z
  .object({
    ...pageFields(AUDIT_PAGE_SIZE),
  })
  .meta({ id: 'AuditListQuery' });
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditListResponseSchema = z
  .object({ entries: z.array(auditEntrySchema), total: z.number().int().min(0) })
  .meta({ id: 'AuditListResponse' });
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
