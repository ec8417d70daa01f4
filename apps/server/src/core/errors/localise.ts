import { z } from 'zod';
import {
  detailTextOf,
  ERROR_CODES,
  fillText,
  isNotFoundSubject,
  isRefusalReason,
  type ErrorCode,
} from '@quad/shared/errors';
import type { CompleteLocale } from '@quad/shared/rules/locale';
import { ERROR_CATALOGUES } from './catalogue';
import { problemText, type Problem } from './problems';

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
  /** The specific problem the message names (not sent: the message says it). */
  problem?: Problem | undefined;
}

export interface Failure {
  statusCode: number;
  code: ErrorCode;
  message: string;
  details?: FailureDetail[];
  /** The message is the code's own, not a thrower's specific text: it reads in every language. */
  generic?: boolean;
  /** What was not found or why it was refused: the message is this reason's text. */
  reason?: string | undefined;
  /** The specific problem the message names (not sent: the message says it). */
  problem?: Problem | undefined;
}

/** A thrower's detail on its way out: without a code of its own it reads as written (`custom`). */
export function codedDetail(detail: {
  path: string;
  message: string;
  code?: string;
  params?: Params;
  problem?: Problem;
}): FailureDetail {
  return { ...detail, code: detail.code ?? 'custom' };
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
  const { generic, problem, ...sent } = detail;
  if (problem) return { ...sent, message: problemText(ERROR_CATALOGUES[locale].problems, problem) };
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
  const { generic, problem, ...rest } = failure;
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
  const reasonText = problem
    ? problemText(catalogue.problems, problem)
    : textOfReason(failure, locale);
  if (reasonText !== undefined) {
    return { failure: { ...localised, message: reasonText }, language: locale };
  }
  if (locale === 'en') return { failure: localised, language: locale };
  const known = generic || failure.message === ERROR_CATALOGUES.en.errors[failure.code];
  if (!known) return { failure: localised, language: 'en' };
  return { failure: { ...localised, message: catalogue.errors[failure.code] }, language: locale };
}

/** The catalogue text of a failure's reason, when the reason is one this catalogue names. */
function textOfReason(failure: Failure, locale: CompleteLocale): string | undefined {
  const { reason } = failure;
  const catalogue = ERROR_CATALOGUES[locale];
  if (failure.statusCode === 404 && isNotFoundSubject(reason)) return catalogue.notFound[reason];
  if (failure.statusCode === 403 && isRefusalReason(reason)) return catalogue.refusals[reason];
  return undefined;
}
