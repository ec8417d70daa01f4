import type { TFunction } from 'i18next';
import type { z } from 'zod';
import {
  detailTextOf,
  issueCodeAndParams,
  type DetailText,
  type ErrorDetail,
  type LooseIssue,
} from '@quad/shared/errors';
import { i18n } from '../../i18n/i18n';
import { ApiError } from '../api-client';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

type Issue = z.core.$ZodIssue;
type FormsT = TFunction<'translation'>;

/** A detail text in the reader's language (`forms.*`), filled with its values. */
function textFor({ key, values }: DetailText, t: FormsT): string {
  switch (key) {
    case 'required':
    case 'invalid':
    case 'email':
    case 'passwordsDiffer':
      return t(`forms.${key}`);
    case 'tooShort':
      return t('forms.tooShort', { count: Number(values['minimum']) });
    case 'tooLong':
      return t('forms.tooLong', { count: Number(values['maximum']) });
    default:
      return t(`forms.detail.${key}`, values);
  }
}

/**
 * The reader's words for a detail code (DETAIL_CODES) and its params, or null for a code whose
 * message is its text (`custom`, or a code this version does not know).
 */
export function messageForCode(
  code: string,
  params: Readonly<Record<string, unknown>> | undefined,
  t: FormsT,
): string | null {
  const text = detailTextOf(code, params);
  return text ? textFor(text, t) : null;
}

/** A person-readable message for one schema problem, in the reader's language. */
export function messageForIssue(issue: Issue, t: FormsT): string {
  const { code, params } = issueCodeAndParams(issue as unknown as LooseIssue);
  return messageForCode(code, params, t) ?? (issue.message || t('forms.invalid'));
}

/**
 * A server detail in the reader's language: translated by its code, else the server's message
 * (which the server already wrote in the language the request asked for).
 */
export function detailMessage(detail: ErrorDetail, t: FormsT = i18n.t): string {
  return messageForCode(detail.code, detail.params, t) ?? detail.message;
}

/** The field a server detail names: `body.password` → `password`, `body.subject_ids.0` → `subject_ids`. */
function fieldOfPath(path: string): string {
  return path.replace(/^(body|query|params)\./, '').split('.')[0] ?? '';
}

/** Field errors from a 400's `details`, for the fields a form shows, in the reader's language. */
export function fieldErrorsFromApi<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  rename?: Partial<Record<string, Field>>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!(error instanceof ApiError) || !error.details) return errors;
  for (const detail of error.details) {
    const path = fieldOfPath(detail.path);
    const field = (rename?.[path] ?? path) as Field;
    if (fields.includes(field) && !errors[field]) errors[field] = detailMessage(detail);
  }
  return errors;
}

/** The error map a form's zodResolver parses with: each problem in the reader's language. */
export function formErrorMap(t: FormsT) {
  return (issue: z.core.$ZodRawIssue): string => messageForIssue(issue as unknown as Issue, t);
}

/**
 * The reader's words for each problem of a failed parse, by field path: a rule with its own
 * code (passwords that differ) speaks the reader's language although its schema wrote English.
 * A schema's own English text stays for an English reader; zod's defaults never show.
 */
export function issueMessages(issues: readonly Issue[], t: FormsT): Map<string, string> {
  const english = (i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('en');
  const messages = new Map<string, string>();
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (messages.has(path)) continue;
    const { code, params } = issueCodeAndParams(issue as unknown as LooseIssue);
    const own = issue.code === 'custom' && code !== 'custom';
    const translated = messageForCode(code, params, t);
    if (translated && (own || !english)) messages.set(path, translated);
  }
  return messages;
}
