import { isCancelledError } from '@tanstack/react-query';
import { toast } from 'sonner';
import { SPEC_MESSAGES, toastMessageFor } from '@quad/shared/errors';
import { i18n } from '../i18n/i18n';
import { ApiError, isAbortError } from './api-client';

type SpecMessageKey = keyof typeof SPEC_MESSAGES;

const specKeyByText = new Map(
  Object.entries(SPEC_MESSAGES).map(([key, text]) => [text as string, key as SpecMessageKey]),
);

/** A spec §8 text in the reader's language; any other (server) text is shown as written. */
export function translateSpecText(text: string): string {
  const key = specKeyByText.get(text);
  return key ? i18n.t(`spec.${key}`) : text;
}

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
  return { title, description: translateSpecText(toastMessageFor(error.status, error.message)) };
}

/** Shows the spec §8 error toast for a failure (top-right, 5 s, 320 px: see app/providers). */
export function showErrorToast(error: unknown): void {
  const content = errorToastFor(error);
  // The same failure from several calls at once shows one toast, not a stack.
  if (content)
    toast.error(content.title, { id: content.description, description: content.description });
}
