import { ERROR_CODES } from '@quad/shared/errors';
import { ApiError } from '../../../lib/api-client';

/** True for the 403 every community route gives an account with no subject yet (spec §4). */
export function isSubjectsRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERROR_CODES.SUBJECTS_REQUIRED;
}
