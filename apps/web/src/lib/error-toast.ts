import { isCancelledError } from '@tanstack/react-query';
import {
  ERROR_CODES,
  isNotFoundSubject,
  isRefusalReason,
  SPEC_MESSAGES,
  toastMessageFor,
  type ErrorCode,
} from '@quad/shared/errors';
import { DEFAULT_LOCALE, localeOf } from '@quad/shared/rules/locale';
import { i18n } from '../i18n/i18n';
import { ApiError, isAbortError } from './api-client';
import { detailMessage } from './forms/validation';
import { toast } from './toast';

type SpecMessageKey = keyof typeof SPEC_MESSAGES;

const specKeyByText = new Map(
  Object.entries(SPEC_MESSAGES).map(([key, text]) => [text as string, key as SpecMessageKey]),
);

/** A spec §8 text in the reader's language; any other (server) text is shown as written. */
export function translateSpecText(text: string): string {
  const key = specKeyByText.get(text);
  return key ? i18n.t(`spec.${key}`) : text;
}

/**
 * A failed call's words in the reader's language: a 400's first field problem by its code; a
 * 404's or 403's reason by its key (`errors.notFound.*`, `errors.refusal.*`); the server's
 * message when the server wrote it in the reader's language (it may say more than the code);
 * else the code's own text (`errors.code.*`); else the server's message as written.
 */
export function translatedMessage(error: ApiError): string {
  const first = error.details?.[0];
  if (error.code === ERROR_CODES.VALIDATION_ERROR && first) return detailMessage(first);
  if (error.status === 404 && isNotFoundSubject(error.reason)) {
    return i18n.t(`errors.notFound.${error.reason}`);
  }
  if (error.status === 403 && isRefusalReason(error.reason)) {
    return i18n.t(`errors.refusal.${error.reason}`);
  }
  const reader = localeOf(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LOCALE;
  const written = localeOf(error.language) ?? (error.language ? null : DEFAULT_LOCALE);
  if (error.message.trim() && written === reader) return translateSpecText(error.message);
  if (isErrorCode(error.code)) return i18n.t(`errors.code.${error.code}`);
  return translateSpecText(error.message);
}

const KNOWN_CODES: ReadonlySet<string> = new Set(Object.values(ERROR_CODES));
const isErrorCode = (code: string): code is ErrorCode => KNOWN_CODES.has(code);

export type ErrorToast = { title: string; description: string };

/**
 * The toast of spec §8 for a failed call, or null when the failure shows itself elsewhere:
 * cancelled calls are ignored, 401 redirects to sign-in and 503 shows the maintenance screen.
 */
export function errorToastFor(error: unknown): ErrorToast | null {
  if (isAbortError(error) || isCancelledError(error)) return null;
  const title = i18n.t('spec.errorTitle');
  if (!(error instanceof ApiError)) {
    return { title, description: i18n.t('spec.somethingWentWrong') };
  }
  if (error.status === 401 || error.status === 503) return null;
  const shown = toastMessageFor(error.status, error.message);
  // Spec §8: 400, 403, 404 and 429 show the server's words (in the reader's language).
  if (shown !== error.message) return { title, description: translateSpecText(shown) };
  return { title, description: translatedMessage(error) };
}

/** Shows the spec §8 error toast for a failure (top-right, 5 s, 320 px: see app/toaster). */
export function showErrorToast(error: unknown): void {
  const content = errorToastFor(error);
  // The same failure from several calls at once shows one toast, not a stack.
  if (content)
    toast.error(content.title, { id: content.description, description: content.description });
}
