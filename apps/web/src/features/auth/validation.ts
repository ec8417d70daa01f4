import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@quad/shared/errors';
import { ApiError } from '../../lib/api-client';
import { errorToastFor } from '../../lib/error-toast';

type AuthT = TFunction<'auth'>;

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
