import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useTimelineSource } from '../timeline-source';

/** Reads close together go to the server as one. */
export const READ_DELAY_MS = 300;

/** True when someone can be looking at the page: the tab is shown and the window has focus. */
export function isWindowFocused(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

/**
 * Marks a chat read up to the newest message shown in a focused window (through its timeline
 * source, which puts the counts the server answers into its lists). Returns `markShown(seq)`.
 */
export function useReadMarker(dialogId: number, enabled: boolean): (seq: number) => void {
  const queryClient = useQueryClient();
  const source = useTimelineSource();
  const sent = useRef(0);
  const wanted = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    sent.current = 0;
    wanted.current = 0;
    return () => clearTimeout(timer.current);
  }, [dialogId]);

  const flush = useCallback(() => {
    const seq = wanted.current;
    if (seq <= sent.current) return;
    const before = sent.current;
    sent.current = seq;
    source.markRead(queryClient, dialogId, seq).then(
      () => undefined,
      () => {
        // Not marked: the next message shown tries again.
        if (sent.current === seq) sent.current = before;
      },
    );
  }, [dialogId, queryClient, source]);

  return useCallback(
    (seq: number) => {
      if (!enabled || seq <= wanted.current) return;
      wanted.current = seq;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, READ_DELAY_MS);
    },
    [enabled, flush],
  );
}

/**
 * Watches the messages (elements with `data-seq`) inside `container`: whenever the window has
 * focus, reports the newest one at least half on screen. `version` changes when rows change.
 */
export function useShownMessages(
  container: RefObject<HTMLElement | null>,
  version: unknown,
  onShown: (seq: number) => void,
): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const elements = [...root.querySelectorAll<HTMLElement>('[data-seq]')];
    const seqOf = (element: Element) => Number((element as HTMLElement).dataset['seq']) || 0;
    const visible = new Set<number>();
    const report = () => {
      if (!isWindowFocused() || visible.size === 0) return;
      onShown(Math.max(...visible));
    };
    if (typeof IntersectionObserver === 'undefined') {
      // No observer (old browsers, tests): what is rendered counts as shown.
      elements.forEach((element) => visible.add(seqOf(element)));
      report();
    }
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              for (const entry of entries) {
                const seq = seqOf(entry.target);
                // Half of it, or half of the screen for a message taller than that.
                const halfScreen = (entry.rootBounds?.height ?? Infinity) / 2;
                const shown =
                  entry.isIntersecting &&
                  (entry.intersectionRatio >= 0.5 || entry.intersectionRect.height >= halfScreen);
                if (shown) visible.add(seq);
                else visible.delete(seq);
              }
              report();
            },
            // The viewport: clipping by the chat's own scroller and by the page both count.
            { root: null, threshold: [0, 0.25, 0.5, 0.75, 1] },
          );
    elements.forEach((element) => observer?.observe(element));
    window.addEventListener('focus', report);
    document.addEventListener('visibilitychange', report);
    return () => {
      observer?.disconnect();
      window.removeEventListener('focus', report);
      document.removeEventListener('visibilitychange', report);
    };
  }, [container, version, onShown]);
}
