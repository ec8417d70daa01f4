import { ApiError } from '../../../lib/api-client';
import { errorToastFor } from '../../../lib/error-toast';

/** A form-level message: the server's words for a refused request, else the spec §8 text. */
export function formErrorOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && error.status !== null && error.status < 500) {
    return error.message;
  }
  return errorToastFor(error)?.description ?? fallback;
}
