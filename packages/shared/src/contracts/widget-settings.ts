import { z } from 'zod';
import { detailCode } from '../errors';
import { MAX_PREFILTER_ITEMS, PREFILTER_ITEMS_MESSAGE } from '../limits';
import {
  CONTENT_TYPES,
  contentTypeSchema,
  countrySchema,
  hasScope,
  hexColorSchema,
  idSchema,
  mediaUrlSchema,
  SCOPE_MESSAGE,
  scopeShape,
  text,
} from './common';

export {
  FIXED_FILTER_KEYS,
  isPermissionAllowed,
  PERMISSION_KEYS,
  type FixedFilterKey,
  type PermissionKey,
} from './constants';

/** One value or many (query strings send a lone value as a plain string). */
function asList(value: unknown): unknown {
  return typeof value === 'string' ? [value] : value;
}

export const prefilterItemsSchema = z
  .preprocess(
    asList,
    z
      .array(text().trim().min(1).max(100))
      .max(MAX_PREFILTER_ITEMS, { error: PREFILTER_ITEMS_MESSAGE }),
  )
  .describe(`Prefilter items, at most ${MAX_PREFILTER_ITEMS}`);

export const widgetSettingsQuerySchema = z
  .object({
    ...scopeShape,
    prefilterItems: prefilterItemsSchema.optional(),
    contentTypes: z
      .preprocess(
        (value) => (typeof value === 'string' ? value.split(',') : value),
        z.array(contentTypeSchema).max(CONTENT_TYPES.length),
      )
      .optional(),
  })
  .refine(hasScope, {
    error: SCOPE_MESSAGE,
    path: ['universityId'],
    params: detailCode('scope_required'),
  })
  .meta({ id: 'WidgetSettingsQuery' });
export type WidgetSettingsQuery = z.infer<typeof widgetSettingsQuerySchema>;

export const permissionSchema = z
  .object({ key: text(), isAllowed: z.boolean() })
  .meta({ id: 'Permission', description: 'A feature switch of the widget' });
export type Permission = z.infer<typeof permissionSchema>;

export const titlesSchema = z
  .object({
    page_title: text().nullable(),
    page_desc: text().nullable(),
    display_search_bar: z.boolean(),
    display_tap_logo: z.boolean(),
    group_chat_title: text().nullable(),
    profile_title: text().nullable(),
    content_title: text().nullable(),
    faq_title: text().nullable(),
    social_proof_data: z
      .object({
        ambassadors: z.number().int().min(0),
        conversations: z.number().int().min(0),
        countries: z.number().int().min(0),
      })
      .nullable(),
  })
  .meta({ id: 'WidgetTitles' });
export type WidgetTitles = z.infer<typeof titlesSchema>;

/** An option of a filter: fixed filters carry an id (and partner universities), custom only a name. */
export const filterOptionSchema = z
  .object({
    key: text(),
    id: idSchema.optional(),
    name: text(),
    partnerUniIds: z.array(idSchema).optional(),
  })
  .meta({ id: 'FilterOption' });
export type FilterOption = z.infer<typeof filterOptionSchema>;

export const filterSchema = z
  .object({
    key: text(),
    name: text(),
    filterIndex: z.number().int().min(0),
    type: z.enum(['fixed', 'custom']),
    options: z.array(filterOptionSchema).optional(),
  })
  .meta({ id: 'Filter' });
export type Filter = z.infer<typeof filterSchema>;

export const settingValueSchema = z
  .union([text(), z.number(), z.boolean(), z.null()])
  .describe('A scalar widget setting');

export const widgetUniversitySchema = z
  .object({
    id: idSchema,
    name: text(),
    logo: mediaUrlSchema.nullable(),
    city: text().nullable().optional(),
    country: countrySchema.nullable().optional(),
  })
  .meta({ id: 'WidgetUniversity' });

export const abTestingSchema = z
  .object({
    bucket: z.enum(['A', 'B']),
    tests: z.array(
      z.object({ name: z.enum(['ABTEST_1', 'ABTEST_2']), variant: z.enum(['A', 'B']) }),
    ),
  })
  .meta({ id: 'ABTesting' });

export const institutionSchema = z
  .object({
    id: idSchema,
    name: text(),
    slug: text(),
    logo: mediaUrlSchema.nullable(),
    website: text().nullable(),
  })
  .meta({ id: 'Institution' });

export const widgetSettingsSchema = z
  .object({
    settings: z.record(text(), settingValueSchema),
    primary_color: hexColorSchema,
    permissions: z.array(permissionSchema),
    ssoClientId: text().nullable(),
    titles: titlesSchema,
    filters: z.array(filterSchema),
    show_number_likes_views: z.boolean(),
    universities: z.array(widgetUniversitySchema),
    is_test_university: z.boolean(),
    ABTesting: abTestingSchema,
    institution: institutionSchema.nullable(),
    university_group: z.object({ id: idSchema, name: text() }).nullable(),
    /** Sections the widget shows: the stored choice narrowed by the query's (all when neither). */
    contentTypes: z.array(contentTypeSchema).optional(),
    /** Prefilter items to send with every list call: the query's, else the stored ones. */
    prefilterItems: z.array(text()).optional(),
  })
  .meta({ id: 'WidgetSettings', description: 'Everything a widget needs to render (spec §3)' });
export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;

export const socialProofResponseSchema = z
  .object({ social_proof_data: titlesSchema.shape.social_proof_data })
  .meta({ id: 'SocialProofResponse' });
