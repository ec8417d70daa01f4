import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { withSafetyLabels } from '../lib/safety-text';

/** Message text for one-line places (quotes, pinned bar, previews), marks read in words. */
export function useSafetyText(): (text: string) => string {
  const { t } = useTranslation('chat');
  return useCallback(
    (text: string) => withSafetyLabels(text, (kind) => t(`safety.hidden.${kind}`)),
    [t],
  );
}
