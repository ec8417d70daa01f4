import { z } from 'zod';
import { DEFAULT_LIST_LIMIT, MAX_ID, MAX_LIST_LIMIT, SUBJECT_PAGE_SIZE } from '../limits';
import { PROFILE_TYPES, ROLE_KEYS } from '../roles';

export const roleKeySchema = z.enum(ROLE_KEYS).meta({ id: 'RoleKey', description: 'Account role' });

export const profileTypeKeySchema = z
  .enum(PROFILE_TYPES)
  .meta({ id: 'ProfileTypeKey', description: 'Kind of ambassador profile' });

/** Largest offset a list accepts; deeper paging is a client bug, not a query to run. */
export const MAX_OFFSET = 100_000;
export const MAX_ID_LIST = 200;

/**
 * Every string the API accepts: PostgreSQL cannot store U+0000, so a NUL is refused here, as a
 * 400 naming the field, instead of failing in the database. Contracts use this, never text().
 */
export function text() {
  return z.string().refine((value) => !value.includes('\u0000'), {
    message: 'must not contain the NUL character (U+0000)',
    params: { code: 'nul_character' },
    abort: true,
  });
}

/** A database id in a JSON body: a positive integer within PostgreSQL `integer` range. */
export const idSchema = z.number().int().positive().max(MAX_ID).describe('Positive integer id');

/** A database id from a path or query string, where every value arrives as text. */
export const coercedIdSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(MAX_ID)
  .describe('Positive integer id');

/** An ISO 8601 date-time with an offset, as every `*_at` field is sent. */
export const dateTimeSchema = z.iso.datetime({ offset: true }).describe('ISO 8601 date-time');

/** A calendar date, `YYYY-MM-DD`. */
export const dateSchema = z.iso.date().describe('Date, YYYY-MM-DD');

/** A hex colour `#rgb` or `#rrggbb`. */
export const hexColorSchema = text()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Must be a hex colour like #FF5100')
  .describe('Hex colour');

/** An http(s) URL or a same-origin path of a stored file (avatars, images, videos). */
export const mediaUrlSchema = text()
  .max(2048)
  .regex(/^(?:https?:\/\/|\/(?!\/))\S*$/, 'Must be an http(s) URL or a path starting with /')
  .describe('URL of a stored file');

/** A required, trimmed text between `min` and `max` characters. */
export function trimmedText(min: number, max: number) {
  return text().trim().min(min).max(max);
}

/** Accepts a list, a single value or a comma-separated string (query strings), as a list. */
function listFromQuery(value: unknown): unknown {
  if (typeof value === 'string') return value === '' ? [] : value.split(',');
  if (typeof value === 'number') return [value];
  return value;
}

export const idListSchema = z
  .preprocess(listFromQuery, z.array(coercedIdSchema).max(MAX_ID_LIST))
  .meta({ id: 'IdList', description: `Up to ${MAX_ID_LIST} ids` });

export const idParamSchema = z.object({ id: coercedIdSchema }).meta({ id: 'IdParam' });
export type IdParam = z.infer<typeof idParamSchema>;

export const slugParamSchema = z
  .object({ slug: text().trim().min(1).max(200) })
  .meta({ id: 'SlugParam', description: 'A `{slug}-{id}` or a bare slug' });
export type SlugParam = z.infer<typeof slugParamSchema>;

export const limitSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_LIST_LIMIT)
  .describe(`Page size, 1 to ${MAX_LIST_LIMIT}`);
export const offsetSchema = z.coerce
  .number()
  .int()
  .min(0)
  .max(MAX_OFFSET)
  .describe('Items to skip');

export const paginationSchema = z
  .object({
    limit: limitSchema.default(DEFAULT_LIST_LIMIT),
    offset: offsetSchema.default(0),
  })
  .meta({ id: 'Pagination' });
export type Pagination = z.infer<typeof paginationSchema>;

export const scopeShape = {
  universityId: coercedIdSchema.optional(),
  groupId: coercedIdSchema.optional(),
};

/** Refinement of spec §2: a widget call runs under a university or a university group. */
export function hasScope(value: { universityId?: number; groupId?: number }): boolean {
  return value.universityId !== undefined || value.groupId !== undefined;
}

export const SCOPE_MESSAGE = 'Either universityId or groupId is required.';

export const scopeQuerySchema = z
  .object(scopeShape)
  .refine(hasScope, {
    error: SCOPE_MESSAGE,
    path: ['universityId'],
    params: { code: 'scope_required' },
  })
  .meta({ id: 'ScopeQuery', description: 'The university or university group of a widget' });
export type ScopeQuery = z.infer<typeof scopeQuerySchema>;

/** Kinds of content a widget shows, as named in the getContent answer. */
export const CONTENT_TYPES = [
  'liveStreams',
  'groupChats',
  'users',
  'posts',
  'faqs',
  'forum',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const contentTypeSchema = z.enum(CONTENT_TYPES).meta({ id: 'ContentType' });

export const countrySchema = z
  .object({ id: idSchema, name: text(), code: text().length(2) })
  .meta({ id: 'Country', description: 'ISO 3166-1 country' });
export type CountryDto = z.infer<typeof countrySchema>;

export const nationalitySchema = z
  .object({ id: idSchema, name: text(), code: text().length(2) })
  .meta({ id: 'Nationality', description: 'Nationality (demonym) with its country code' });
export type NationalityDto = z.infer<typeof nationalitySchema>;

export const subjectSchema = z
  .object({ id: idSchema, name: text() })
  .meta({ id: 'Subject', description: 'University subject' });
export type SubjectDto = z.infer<typeof subjectSchema>;

export const profileTypeSchema = z
  .object({ id: idSchema, key: profileTypeKeySchema, name: text() })
  .meta({ id: 'ProfileType', description: 'Kind of ambassador profile' });
export type ProfileTypeDto = z.infer<typeof profileTypeSchema>;

export const namedItemSchema = z
  .object({ id: idSchema, name: text() })
  .describe('Reference item with a name');

export const admissionStageSchema = namedItemSchema.meta({ id: 'AdmissionStage' });
export const academicLevelSchema = namedItemSchema.meta({ id: 'AcademicLevel' });

export const subjectsQuerySchema = z
  .object({
    offset: offsetSchema.default(0),
    limit: limitSchema.default(SUBJECT_PAGE_SIZE),
    search: text().trim().max(100).optional(),
  })
  .meta({ id: 'SubjectsQuery' });
export type SubjectsQuery = z.infer<typeof subjectsQuerySchema>;

export const countriesResponseSchema = z
  .object({ countries: z.array(countrySchema) })
  .meta({ id: 'CountriesResponse' });

export const nationalitiesResponseSchema = z
  .object({ nationalities: z.array(nationalitySchema) })
  .meta({ id: 'NationalitiesResponse' });

export const subjectsResponseSchema = z
  .object({ subjects: z.array(subjectSchema), total: z.number().int().min(0) })
  .meta({ id: 'SubjectsResponse' });

export const profileTypesResponseSchema = z
  .object({ profileTypes: z.array(profileTypeSchema) })
  .meta({ id: 'ProfileTypesResponse' });

export const admissionStagesResponseSchema = z
  .object({ admissionStages: z.array(admissionStageSchema) })
  .meta({ id: 'AdmissionStagesResponse' });

export const academicLevelsResponseSchema = z
  .object({ academicLevels: z.array(academicLevelSchema) })
  .meta({ id: 'AcademicLevelsResponse' });

export const visitorCountryResponseSchema = z.object({ country: countrySchema.nullable() }).meta({
  id: 'VisitorCountryResponse',
  description: "The visitor's likely country, for defaulting phone and residence fields",
});

export const nationalitiesQuerySchema = z
  .object({ universityId: coercedIdSchema.optional() })
  .meta({ id: 'NationalitiesQuery' });

export const healthSchema = z
  .object({ status: z.literal('ok') })
  .meta({ id: 'Health', description: 'Liveness answer of /healthz' });
export type Health = z.infer<typeof healthSchema>;

/** The lightest view of a person, as shown next to a message, a post or in a member list. */
export const personLiteSchema = z
  .object({
    id: idSchema,
    name: text(),
    last_name: text(),
    avatar: mediaUrlSchema.nullable(),
  })
  .meta({ id: 'PersonLite' });
export type PersonLite = z.infer<typeof personLiteSchema>;

export const universityRefSchema = z
  .object({ id: idSchema, name: text() })
  .meta({ id: 'UniversityRef' });

/** `page` (from 1) and `limit` (1–100, `size` unless asked) of a console list's query. */
export function pageFields(size: number) {
  return {
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(size),
  };
}
