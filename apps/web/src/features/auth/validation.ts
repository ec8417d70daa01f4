import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { PASSWORDS_DIFFER_MESSAGE } from '@quad/shared/contracts/auth';
import { ERROR_CODES } from '@quad/shared/errors';
import { ApiError } from '../../lib/api-client';
import { errorToastFor } from '../../lib/error-toast';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

type Issue = z.core.$ZodIssue;
type AuthT = TFunction<'auth'>;

/** A person-readable message for one schema problem, in the reader's language. */
export function messageForIssue(issue: Issue, t: AuthT): string {
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? t('validation.required')
        : t('validation.tooShort', { count: Number(issue.minimum) });
    case 'too_big':
      return t('validation.tooLong', { count: Number(issue.maximum) });
    case 'invalid_type':
      return t('validation.required');
    case 'invalid_format':
      if (issue.format === 'email') return t('validation.email');
      return issue.message || t('validation.invalid');
    case 'custom':
      if (issue.message === PASSWORDS_DIFFER_MESSAGE) return t('validation.passwordsDiffer');
      return issue.message || t('validation.invalid');
    default:
      return issue.message || t('validation.invalid');
  }
}

/** Field errors from a 400's `details`, for the fields a form shows. */
export function fieldErrorsFromApi<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  rename?: Partial<Record<string, Field>>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!(error instanceof ApiError) || !error.details) return errors;
  for (const detail of error.details) {
    // The server names where a field came from: `body.password`, `query.email`.
    const path = detail.path.replace(/^(body|query|params)\./, '').split('.')[0] ?? '';
    const field = (rename?.[path] ?? path) as Field;
    if (fields.includes(field) && !errors[field]) errors[field] = detail.message;
  }
  return errors;
}

/**
 * The form-level message for a failed auth call: by error code where we know better words,
 * else the server's message, else the spec §8 text for the status.
 */
export function formErrorFor(error: unknown, t: AuthT): string {
  if (error instanceof ApiError) {
    switch (error.code) {
      case ERROR_CODES.INVALID_CREDENTIALS:
        return t('errors.invalidCredentials');
      case ERROR_CODES.ACCOUNT_DISABLED:
        return t('errors.accountDisabled');
      case ERROR_CODES.SSO_REQUIRED:
        return t('errors.ssoRequired');
      case ERROR_CODES.EMAIL_TAKEN:
        return t('errors.emailTaken');
      case ERROR_CODES.INVALID_CODE:
        return t('errors.invalidCode');
      case ERROR_CODES.RATE_LIMITED:
        return error.message || t('errors.rateLimited');
      case ERROR_CODES.VALIDATION_ERROR:
        return t('errors.checkFields');
    }
    if (error.status === 401) return t('errors.sessionExpired');
  }
  return errorToastFor(error)?.description ?? t('errors.generic');
}

/** True for a failure that belongs to one field rather than the whole form. */
export function isCodeError(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERROR_CODES.INVALID_CODE;
}

/** The error map a form's zodResolver parses with: each problem in the reader's language. */
export function formErrorMap(t: AuthT) {
  return (issue: z.core.$ZodRawIssue): string => messageForIssue(issue as unknown as Issue, t);
}

/**
 * A field error's message as the reader sees it: a message the contract's schema sets itself
 * (passwords that differ) wins over the form's error map, so it is translated here.
 */
export function shownMessage(message: string | undefined, t: AuthT): string | undefined {
  return message === PASSWORDS_DIFFER_MESSAGE ? t('validation.passwordsDiffer') : message;
}
