import type { z } from 'zod';
import type { ApiFailure } from './contracts/envelope';
import { isDetailCode, type DetailCode } from './error-reasons';
import { SEARCH_TERMS_MESSAGE } from './limits';

/** Stable error codes of the failure envelope; clients branch on these, never on message text. */
export const ERROR_CODES = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  BAD_REQUEST: 'BAD_REQUEST',
  TOO_MANY_SEARCH_TERMS: 'TOO_MANY_SEARCH_TERMS',
  INVALID_CODE: 'INVALID_CODE',
  INVALID_ACCESS_CODE: 'INVALID_ACCESS_CODE',
  UNAUTHORIZED: 'UNAUTHORIZED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  INVALID_TOKEN: 'INVALID_TOKEN',
  REFRESH_TOKEN_REUSED: 'REFRESH_TOKEN_REUSED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  FORBIDDEN: 'FORBIDDEN',
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
  SSO_REQUIRED: 'SSO_REQUIRED',
  NOT_A_MEMBER: 'NOT_A_MEMBER',
  /** A community account with no subject (and not an admin) is not authorised yet (spec §4). */
  SUBJECTS_REQUIRED: 'SUBJECTS_REQUIRED',
  CHAT_NOT_ALLOWED: 'CHAT_NOT_ALLOWED',
  TIME_IS_UP: 'TIME_IS_UP',
  PROSPECT_BLOCKED: 'PROSPECT_BLOCKED',
  NOT_FOUND: 'NOT_FOUND',
  SSO_PROVIDER_NOT_FOUND: 'SSO_PROVIDER_NOT_FOUND',
  CONFLICT: 'CONFLICT',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  DIALOG_CLOSED: 'DIALOG_CLOSED',
  DIALOG_ARCHIVED: 'DIALOG_ARCHIVED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  MAINTENANCE: 'MAINTENANCE',
  IDENTITY_PROVIDER_UNAVAILABLE: 'IDENTITY_PROVIDER_UNAVAILABLE',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The HTTP status that goes with each code, so the server and client agree on both. */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  TOO_MANY_SEARCH_TERMS: 400,
  INVALID_CODE: 400,
  INVALID_ACCESS_CODE: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_TOKEN: 401,
  REFRESH_TOKEN_REUSED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_DISABLED: 403,
  SSO_REQUIRED: 403,
  NOT_A_MEMBER: 403,
  SUBJECTS_REQUIRED: 403,
  CHAT_NOT_ALLOWED: 403,
  TIME_IS_UP: 403,
  PROSPECT_BLOCKED: 403,
  NOT_FOUND: 404,
  SSO_PROVIDER_NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  DIALOG_CLOSED: 409,
  DIALOG_ARCHIVED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  MAINTENANCE: 503,
  IDENTITY_PROVIDER_UNAVAILABLE: 502,
};

/** Texts of spec §8 and §4 that people see verbatim. */
export const SPEC_MESSAGES = {
  errorTitle: 'Error',
  somethingWentWrong: 'Something went wrong.',
  contactSupport: 'Please contact support.',
  tooManySearchTerms: SEARCH_TERMS_MESSAGE,
  popupBlocked: 'Oops! Your browser has the pop-up blocker enabled. Please turn it off to proceed.',
  noSsoProvider: 'No SSO provider found for your university',
  removedFromConversation: 'You have been removed from conversation',
  unexpectedApplicationError: 'Unexpected Application Error!',
  conversationStatusChanged: 'Conversation status has been changed!',
  chatEdited: 'Your chat has been edited',
  linkCopied: 'Link copied to clipboard',
} as const;

const TOASTED_STATUSES: ReadonlySet<number> = new Set([400, 403, 404, 429]);

/** The toast text of spec §8 for a failed call; `status` is null when no response arrived. */
export function toastMessageFor(status: number | null, serverMessage?: string | null): string {
  if (status === null) return SPEC_MESSAGES.somethingWentWrong;
  if (TOASTED_STATUSES.has(status)) {
    return serverMessage?.trim() ? serverMessage : SPEC_MESSAGES.somethingWentWrong;
  }
  return SPEC_MESSAGES.contactSupport;
}

const errorCodeValues = Object.values(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

export * from './error-reasons';

type ParamScalar = string | number | boolean | null;
type ParamValue = ParamScalar | ParamScalar[];
type DetailParams = Record<string, ParamValue>;

/** One field problem of a validation error (the envelope's `details`, `contracts/envelope`). */
export type ErrorDetail = { path: string; code: string; params?: DetailParams; message: string };

/** Turns zod issues into the envelope's `details` list, each with its code and params. */
export function issuesToDetails(issues: readonly z.core.$ZodIssue[]): ErrorDetail[] {
  return issues.map((issue) => {
    const { code, params } = issueCodeAndParams(issue as unknown as LooseIssue);
    return {
      path: issue.path.map((part) => String(part)).join('.'),
      code,
      ...(params ? { params } : {}),
      message: issue.message,
    };
  });
}

/** An issue's code and fields, as zod or Fastify's `params` hold them. */
export type LooseIssue = { code: string; params?: unknown; [key: string]: unknown };

/** Which fields of each zod issue are the numbers and names a text needs. */
const ISSUE_PARAMS: Partial<Record<string, readonly string[]>> = {
  too_small: ['minimum', 'origin', 'inclusive'],
  too_big: ['maximum', 'origin', 'inclusive'],
  invalid_type: ['expected'],
  invalid_format: ['format'],
  not_multiple_of: ['divisor'],
  unrecognized_keys: ['keys'],
  invalid_value: ['values'],
};

/**
 * The detail code and params of a zod issue (or the `params` of an issue as Fastify reports it):
 * a custom rule names its code in `params.code` (an error code such as TOO_MANY_SEARCH_TERMS
 * reads as its lower-case detail code); any other issue is zod's own code.
 */
export function issueCodeAndParams(issue: LooseIssue): { code: string; params?: DetailParams } {
  if (issue.code === 'custom') {
    const { code: own, ...rest } = (issue.params ?? {}) as Record<string, unknown>;
    const lowered = typeof own === 'string' ? own.toLowerCase() : undefined;
    const code = isDetailCode(own) ? own : isDetailCode(lowered) ? lowered : 'custom';
    return withParams(code, plainParams(rest));
  }
  const names = ISSUE_PARAMS[issue.code] ?? [];
  return withParams(issue.code, plainParams(Object.fromEntries(names.map((n) => [n, issue[n]]))));
}

function withParams(code: string, params: DetailParams): { code: string; params?: DetailParams } {
  return Object.keys(params).length > 0 ? { code, params } : { code };
}

function plainValue(value: unknown): ParamValue | undefined {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
    return value as ParamValue;
  }
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const items = value.map(plainValue);
    return items.every((item) => item !== undefined && !Array.isArray(item))
      ? (items as ParamValue)
      : undefined;
  }
  return undefined;
}

/** Only plain JSON values travel in `params` (never a whole input or a schema). */
function plainParams(source: Record<string, unknown>): DetailParams {
  const params: DetailParams = {};
  for (const [key, value] of Object.entries(source)) {
    const plain = plainValue(value);
    if (plain !== undefined) params[key] = plain;
  }
  return params;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodeValues as readonly string[]).includes(value);
}

/**
 * The envelope error for a schema failure: a custom issue that names an error code in its
 * params (the search-term limit does) wins with its own message; otherwise VALIDATION_ERROR.
 */
export function validationErrorFromIssues(
  issues: readonly z.core.$ZodIssue[],
): ApiFailure['error'] {
  const details = issuesToDetails(issues);
  for (const issue of issues) {
    const code = issue.code === 'custom' ? issue.params?.['code'] : undefined;
    if (isErrorCode(code)) return { code, message: issue.message, details };
  }
  const first = details[0];
  const message = first
    ? `${first.path ? `${first.path}: ` : ''}${first.message}`
    : 'The request is not valid.';
  return { code: ERROR_CODES.VALIDATION_ERROR, message, details };
}

/**
 * The texts a detail can read as, in every language's catalogue (the server's per language,
 * the web app's `forms.*`): several codes share one (`invalid_type` reads "required"), and
 * zod's size codes read by what was measured (characters, items or a number).
 */
export const DETAIL_TEXT_KEYS = [
  'required',
  'invalid',
  'email',
  'url',
  'tooShort',
  'tooLong',
  'tooFew',
  'tooMany',
  'tooSmall',
  'tooBig',
  'unrecognizedKeys',
  'invalidValue',
  'passwordsDiffer',
  'tooManySearchTerms',
  'invalidIdOrSlug',
  'yearOfStudyRequired',
  'graduationYearRequired',
  'jobTitleRequired',
  'phoneRequired',
  'scopeRequired',
  'nulCharacter',
  'nothingToChange',
  'dateRangeReversed',
  'duplicateItems',
  'dateRangeTooLong',
  'endBeforeStart',
  'personRequired',
  'webhookUrlInvalid',
  'gtmContainerInvalid',
  'notAFixedFilter',
  'filterOptionsRequired',
  'tooManyFields',
  'conflictingCursors',
  'mandatoryNeedsGroup',
  'birthDateInvalid',
  'parentalConsentRequired',
  'passwordRequired',
  'passwordTooShort',
  'passwordTooLong',
  'passwordIsEmail',
  'passwordTooEasy',
  'passwordTooCommon',
  'notInList',
] as const;

export type DetailTextKey = (typeof DETAIL_TEXT_KEYS)[number];

export type DetailText = { key: DetailTextKey; values: Record<string, string | number> };

/** The text of each code that reads the same whatever its params. */
const FIXED_TEXT: Readonly<Partial<Record<DetailCode, DetailTextKey>>> = {
  invalid_type: 'required',
  not_multiple_of: 'invalid',
  invalid_union: 'invalid',
  invalid_key: 'invalid',
  invalid_element: 'invalid',
  invalid_value: 'invalidValue',
  unrecognized_keys: 'unrecognizedKeys',
  required: 'required',
  passwords_differ: 'passwordsDiffer',
  too_many_search_terms: 'tooManySearchTerms',
  invalid_id_or_slug: 'invalidIdOrSlug',
  year_of_study_required: 'yearOfStudyRequired',
  graduation_year_required: 'graduationYearRequired',
  job_title_required: 'jobTitleRequired',
  phone_required: 'phoneRequired',
  scope_required: 'scopeRequired',
  nul_character: 'nulCharacter',
  nothing_to_change: 'nothingToChange',
  date_range_reversed: 'dateRangeReversed',
  duplicate_items: 'duplicateItems',
  date_range_too_long: 'dateRangeTooLong',
  end_before_start: 'endBeforeStart',
  person_required: 'personRequired',
  webhook_url_invalid: 'webhookUrlInvalid',
  gtm_container_invalid: 'gtmContainerInvalid',
  not_a_fixed_filter: 'notAFixedFilter',
  filter_options_required: 'filterOptionsRequired',
  too_many_fields: 'tooManyFields',
  conflicting_cursors: 'conflictingCursors',
  mandatory_needs_group: 'mandatoryNeedsGroup',
  birth_date_invalid: 'birthDateInvalid',
  parental_consent_required: 'parentalConsentRequired',
  password_required: 'passwordRequired',
  password_too_short: 'passwordTooShort',
  password_too_long: 'passwordTooLong',
  password_is_email: 'passwordIsEmail',
  password_too_easy: 'passwordTooEasy',
  password_too_common: 'passwordTooCommon',
  not_in_list: 'notInList',
};

const COUNTED_ORIGINS: ReadonlySet<unknown> = new Set(['array', 'set', 'file']);

/**
 * Which text a detail reads as and the values that text names, or null when the detail's own
 * `message` is its text (`custom`, or a code this version does not know).
 */
export function detailTextOf(
  code: string,
  params: Readonly<Record<string, unknown>> = {},
): DetailText | null {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
    if (Array.isArray(value)) values[name] = value.join(', ');
  }
  const { origin } = params;
  switch (code) {
    case 'too_small': {
      const counted = origin === 'string' || COUNTED_ORIGINS.has(origin);
      if (counted && Number(params['minimum']) <= 1) return { key: 'required', values };
      const key = origin === 'string' ? 'tooShort' : counted ? 'tooFew' : 'tooSmall';
      return { key, values };
    }
    case 'too_big': {
      const key =
        origin === 'string' ? 'tooLong' : COUNTED_ORIGINS.has(origin) ? 'tooMany' : 'tooBig';
      return { key, values };
    }
    case 'invalid_format':
      return {
        key:
          params['format'] === 'email' ? 'email' : params['format'] === 'url' ? 'url' : 'invalid',
        values,
      };
  }
  const key = isDetailCode(code) ? FIXED_TEXT[code] : undefined;
  return key ? { key, values } : null;
}

/** Fills `{{name}}` in a text with its values (the web app's i18next writes them the same way). */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}
