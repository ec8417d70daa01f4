import { ERROR_CODES } from '@quad/shared/errors';
import { ApiError } from '../../../lib/api-client';
import { errorToastFor, translatedMessage } from '../../../lib/error-toast';
import { detailMessage } from '../../../lib/forms/validation';

/** The field a server detail names (`body.subject_ids.0` → `subject_ids`). */
export function fieldOfDetail(path: string): string {
  return path.replace(/^(body|query|params)\./, '').split('.')[0] ?? '';
}

/** Problems the server reported per field, for the fields a form shows, in the reader's language. */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (!(error instanceof ApiError) || !error.details) return found;
  for (const detail of error.details) {
    const field = fieldOfDetail(detail.path) as Field;
    if (fields.includes(field) && !found[field]) found[field] = detailMessage(detail);
  }
  return found;
}

/** True for a refused access code (wrong, expired, used up or revoked). */
export function isAccessCodeError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === ERROR_CODES.INVALID_ACCESS_CODE;
}

/** A form-level message: the server's words by code, else the spec §8 text for the status. */
export function formMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && error.status !== null && error.status < 500) {
    return translatedMessage(error);
  }
  return errorToastFor(error)?.description ?? fallback;
}
