import { useCallback, useEffect, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { CHAT_SCROLL_TOLERANCE_PX } from '@quad/shared/limits';

/** How close to an edge (px) the reader gets before the next page starts loading. */
export const LOAD_EDGE_PX = 400;

export type ScrollItem = { key: string; own: boolean };

/** True when the reader is at the newest message, within the 6 px of spec §9. */
export function isAtBottom(element: HTMLElement): boolean {
  return (
    element.scrollHeight - element.scrollTop - element.clientHeight <= CHAT_SCROLL_TOLERANCE_PX
  );
}

type ChatScrollOptions = {
  /** What is rendered, in order (oldest first): keys stay the same for the same message. */
  items: readonly ScrollItem[];
  hasOlder: boolean;
  hasNewer: boolean;
  onNearTop: () => void;
  onNearBottom: () => void;
};

/**
 * The scrolling of a chat body: starts at the newest message, keeps the reader's place when
 * older messages are put above, follows new messages while the reader is at the bottom (and
 * after their own sends), and otherwise counts what arrived below for the new-messages pill.
 */
export function useChatScroll({
  items,
  hasOlder,
  hasNewer,
  onNearTop,
  onNearBottom,
}: ChatScrollOptions) {
  const ref = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [seenKey, setSeenKey] = useState<string | null>(null);
  const firstKey = items[0]?.key;
  const lastKey = items.at(-1)?.key;
  const previous = useRef<{
    first?: string;
    last?: string;
    scrollHeight: number;
    scrollTop: number;
    atBottom: boolean;
  }>({ scrollHeight: 0, scrollTop: 0, atBottom: true });

  // Runs after every render, before paint: place the scroll position for what changed.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const before = previous.current;
    const keys = items.map((item) => item.key);
    const oldFirstAt = before.first === undefined ? -1 : keys.indexOf(before.first);
    const oldLastAt = before.last === undefined ? -1 : keys.indexOf(before.last);

    if (keys.length > 0 && before.first !== firstKey && oldFirstAt === -1 && oldLastAt === -1) {
      // First page, or a new window (jump to the latest): start at the bottom.
      element.scrollTop = element.scrollHeight;
    } else {
      if (oldFirstAt > 0) {
        // Older messages went in above: keep what the reader was looking at where it was.
        element.scrollTop = before.scrollTop + (element.scrollHeight - before.scrollHeight);
      }
      const appended = oldLastAt === -1 ? [] : items.slice(oldLastAt + 1);
      const ownSend = lastKey !== before.last && items.at(-1)?.own === true;
      if ((appended.length > 0 || lastKey !== before.last) && (before.atBottom || ownSend)) {
        element.scrollTop = element.scrollHeight;
      }
    }
    previous.current = {
      first: firstKey,
      last: lastKey,
      scrollHeight: element.scrollHeight,
      scrollTop: element.scrollTop,
      atBottom: isAtBottom(element),
    };
  });

  // A page too short to scroll cannot reach its top edge: fill it.
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasOlder || items.length === 0) return;
    if (element.scrollHeight <= element.clientHeight) onNearTop();
  }, [items.length, hasOlder, onNearTop]);

  const handleScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      const element = event.currentTarget;
      const bottom = isAtBottom(element);
      previous.current = {
        ...previous.current,
        scrollTop: element.scrollTop,
        scrollHeight: element.scrollHeight,
        atBottom: bottom,
      };
      setAtBottom(bottom);
      if (bottom) setSeenKey(previous.current.last ?? null);
      if (hasOlder && element.scrollTop < LOAD_EDGE_PX) onNearTop();
      const fromBottom = element.scrollHeight - element.scrollTop - element.clientHeight;
      if (hasNewer && fromBottom < LOAD_EDGE_PX) onNearBottom();
    },
    [hasOlder, hasNewer, onNearTop, onNearBottom],
  );

  /** Smoothly (unless reduced motion) to the newest message. */
  const scrollToBottom = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    if (typeof element.scrollTo === 'function' && !reduce) {
      element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
    } else {
      element.scrollTop = element.scrollHeight;
    }
  }, []);

  // Messages that arrived below while the reader was further up, not counting their own.
  const seenAt = seenKey === null ? -1 : items.findIndex((item) => item.key === seenKey);
  const unseen =
    atBottom || seenAt === -1 ? 0 : items.slice(seenAt + 1).filter((item) => !item.own).length;

  return { ref, handleScroll, atBottom, unseen, scrollToBottom };
}
