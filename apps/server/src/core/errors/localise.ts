import { z } from 'zod';
import {
  detailTextOf,
  ERROR_CODES,
  fillText,
  type DetailCode,
  type ErrorCode,
} from '@quad/shared/errors';
import type { CompleteLocale } from '@quad/shared/rules/locale';
import { ERROR_CATALOGUES } from './catalogue';

type Params = Record<
  string,
  string | number | boolean | null | Array<string | number | boolean | null>
>;

/** One field problem on its way out: `generic` marks zod's default English text. */
export interface FailureDetail {
  path: string;
  code: string;
  params?: Params;
  message: string;
  generic?: boolean;
}

export interface Failure {
  statusCode: number;
  code: ErrorCode;
  message: string;
  details?: FailureDetail[];
  /** The message is the code's own, not a thrower's specific text: it reads in every language. */
  generic?: boolean;
}

/**
 * Details the server's rules write in English without a code (the password rules, the
 * registration checks): known texts get their stable code here, so every reader gets them in
 * their language. Any other text keeps the code `custom` and reads as written.
 */
const KNOWN_DETAIL_TEXTS: ReadonlyArray<{
  pattern: RegExp;
  code: DetailCode;
  params?: (match: RegExpExecArray) => Params;
}> = [
  { pattern: /^Enter your real date of birth\.$/, code: 'birth_date_invalid' },
  {
    pattern: /^People under (\d+) need a parent's or guardian's consent/,
    code: 'parental_consent_required',
    params: (match) => ({ minimumAge: Number(match[1]) }),
  },
  { pattern: /^Choose a password\.$/, code: 'password_required' },
  {
    pattern: /^Use at least (\d+) characters\.$/,
    code: 'password_too_short',
    params: (match) => ({ minimum: Number(match[1]) }),
  },
  {
    pattern: /^Use at most (\d+) characters\.$/,
    code: 'password_too_long',
    params: (match) => ({ maximum: Number(match[1]) }),
  },
  { pattern: /^Your password must not be your email address\.$/, code: 'password_is_email' },
  { pattern: /^This password is too easy to guess\.$/, code: 'password_too_easy' },
  { pattern: /^This password is too common/, code: 'password_too_common' },
  { pattern: /^Choose an? \w+ from the list\.$/, code: 'not_in_list' },
];

/** The code (and params) of a detail a thrower wrote with a message only. */
export function codedDetail(detail: {
  path: string;
  message: string;
  code?: string;
  params?: Params;
}): FailureDetail {
  if (detail.code) return { ...detail, code: detail.code };
  for (const known of KNOWN_DETAIL_TEXTS) {
    const match = known.pattern.exec(detail.message);
    if (!match) continue;
    const params = known.params?.(match);
    return {
      path: detail.path,
      code: known.code,
      ...(params ? { params } : {}),
      message: detail.message,
    };
  }
  return { path: detail.path, code: 'custom', message: detail.message };
}

/** Whether a zod issue's message is zod's own default text (no schema wrote its own). */
export function isZodDefaultMessage(issue: {
  keyword: string;
  message?: string | undefined;
  params?: unknown;
}): boolean {
  if (!issue.message) return true;
  if (issue.keyword === 'invalid_type' && issue.message.startsWith('Invalid input')) return true;
  const raw = { ...(issue.params as object), code: issue.keyword, path: [], input: undefined };
  const text = z.config().localeError?.(raw as never);
  const message = typeof text === 'string' ? text : text?.message;
  return message === issue.message;
}

/**
 * A detail in the reader's language: its code's catalogue text, filled with its params. An
 * English reader keeps a text a schema or rule wrote itself (only zod's defaults are replaced);
 * `custom` and unknown codes keep their message in every language.
 */
function localiseDetail(detail: FailureDetail, locale: CompleteLocale): FailureDetail {
  const { generic, ...sent } = detail;
  const text = detailTextOf(detail.code, detail.params);
  if (!text || (locale === 'en' && !generic)) return sent;
  return { ...sent, message: fillText(ERROR_CATALOGUES[locale].details[text.key], text.values) };
}

/**
 * The failure in the reader's language, and the language its message is written in. A
 * VALIDATION_ERROR names its first detail; any other message is the code's catalogue text when
 * it is generic (or the English text of the code), else the thrower's specific English text.
 */
export function localiseFailure(
  failure: Failure,
  locale: CompleteLocale,
): { failure: Failure; language: CompleteLocale } {
  const { generic, ...rest } = failure;
  const catalogue = ERROR_CATALOGUES[locale];
  const details = failure.details?.map((detail) => localiseDetail(detail, locale));
  const localised: Failure = { ...rest, ...(details ? { details } : {}) };
  const first = details?.[0];
  if (failure.code === ERROR_CODES.VALIDATION_ERROR && first && failure.details?.[0]) {
    const original = failure.details[0];
    const named = `${original.path ? `${original.path}: ` : ''}${original.message}`;
    if (failure.message === named || failure.message === original.message) {
      localised.message = `${first.path ? `${first.path}: ` : ''}${first.message}`;
      // A detail that kept its thrower's English text is English, whatever was asked for.
      const kept = locale !== 'en' && first.message === original.message;
      return { failure: localised, language: kept ? 'en' : locale };
    }
  }
  if (locale === 'en') return { failure: localised, language: locale };
  const known = generic || failure.message === ERROR_CATALOGUES.en.errors[failure.code];
  if (!known) return { failure: localised, language: 'en' };
  return { failure: { ...localised, message: catalogue.errors[failure.code] }, language: locale };
}
