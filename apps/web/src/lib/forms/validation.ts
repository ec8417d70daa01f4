import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { PASSWORDS_DIFFER_MESSAGE } from '@quad/shared/contracts/auth';
import { ApiError } from '../api-client';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

type Issue = z.core.$ZodIssue;
type FormsT = TFunction<'translation'>;

/** A person-readable message for one schema problem, in the reader's language. */
export function messageForIssue(issue: Issue, t: FormsT): string {
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? t('forms.required')
        : t('forms.tooShort', { count: Number(issue.minimum) });
    case 'too_big':
      return t('forms.tooLong', { count: Number(issue.maximum) });
    case 'invalid_type':
      return t('forms.required');
    case 'invalid_format':
      if (issue.format === 'email') return t('forms.email');
      return issue.message || t('forms.invalid');
    case 'custom':
      if (issue.message === PASSWORDS_DIFFER_MESSAGE) return t('forms.passwordsDiffer');
      return issue.message || t('forms.invalid');
    default:
      return issue.message || t('forms.invalid');
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

/** The error map a form's zodResolver parses with: each problem in the reader's language. */
export function formErrorMap(t: FormsT) {
  return (issue: z.core.$ZodRawIssue): string => messageForIssue(issue as unknown as Issue, t);
}

/**
 * A field error's message as the reader sees it: a message the contract's schema sets itself
 * (passwords that differ) wins over the form's error map, so it is translated here.
 */
export function shownMessage(message: string | undefined, t: FormsT): string | undefined {
  return message === PASSWORDS_DIFFER_MESSAGE ? t('forms.passwordsDiffer') : message;
}
