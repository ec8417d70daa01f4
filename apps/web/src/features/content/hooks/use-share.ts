import { useCallback, useEffect, useRef, useState } from 'react';
import { LINK_COPIED_MS } from '@quad/shared/limits';
import { isMobileUserAgent } from '@quad/shared/rules/page-size';
import { isAbortError } from '../../../lib/api-client';
import { shareItem, type TrackedItem } from '../api/track-item';
import { absoluteUrl } from '../links';

/** Copies text with the Clipboard API, or the old way where that is refused (some iframes). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}

/**
 * Sharing an item: the phone's share sheet when it has one, otherwise the link is copied and
 * 'Link copied to clipboard' shows for LINK_COPIED_MS (spec §9). Each share is counted.
 */
export function useShare(item: TrackedItem & { path: string; title: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { kind, id, path, title } = item;

  const share = useCallback(async () => {
    const url = absoluteUrl(path);
    const canUseSheet =
      typeof navigator.share === 'function' && isMobileUserAgent(navigator.userAgent);
    if (canUseSheet) {
      try {
        await navigator.share({ title, url });
        void shareItem({ kind, id });
      } catch (error) {
        // Closing the share sheet is not a failure.
        if (!isAbortError(error)) console.warn('Sharing failed', error);
      }
      return;
    }
    if (!(await copyText(url))) return;
    void shareItem({ kind, id });
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), LINK_COPIED_MS);
  }, [kind, id, path, title]);

  return { share, copied };
}
