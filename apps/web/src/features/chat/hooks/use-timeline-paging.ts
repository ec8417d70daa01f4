import { useCallback, useRef, useState } from 'react';
import { MESSAGE_PAGE_SIZE } from '@quad/shared/limits';
import { isAbortError } from '../../../lib/api-client';
import { addPage, lastMessage, timelineFromPage } from '../lib/timeline';
import { useTimelineSource } from '../timeline-source';
import type { TimelineCache } from './use-timeline-cache';

type Direction = 'older' | 'newer';

/** Older and newer pages of a chat, and jumps to the latest page or to a message. */
export function useTimelinePaging(
  dialogId: number,
  privateCode: string | undefined,
  cache: TimelineCache,
) {
  const { read, write, replace } = cache;
  const { fetchPage: getMessages } = useTimelineSource();
  const [loading, setLoading] = useState({ older: false, newer: false });
  const [pageFailed, setPageFailed] = useState<Direction | null>(null);
  const busy = useRef({ older: false, newer: false });

  const loadPage = useCallback(
    async (direction: Direction) => {
      const timeline = read();
      if (!timeline || busy.current[direction]) return;
      const edge = direction === 'older' ? timeline.messages[0] : lastMessage(timeline);
      const more = direction === 'older' ? timeline.hasOlder : timeline.hasNewer;
      if (!more || !edge) return;
      busy.current[direction] = true;
      setLoading((state) => ({ ...state, [direction]: true }));
      setPageFailed(null);
      try {
        const page = await getMessages({ dialogId, direction, messageId: edge.id, privateCode });
        write((current) => addPage(current, page, direction, MESSAGE_PAGE_SIZE));
      } catch (error) {
        if (!isAbortError(error)) setPageFailed(direction);
      } finally {
        busy.current[direction] = false;
        setLoading((state) => ({ ...state, [direction]: false }));
      }
    },
    [dialogId, privateCode, read, write, getMessages],
  );

  /** Back to the newest page, keeping the sends on their way. */
  const jumpToLatest = useCallback(async () => {
    const page = await getMessages({ dialogId, direction: 'initial', privateCode });
    replace((timeline) => ({
      ...timelineFromPage(page, 'initial', MESSAGE_PAGE_SIZE),
      pending: timeline?.pending ?? [],
    }));
  }, [dialogId, privateCode, replace, getMessages]);

  /** Shows the page around a message (a pinned message that is not loaded). */
  const jumpTo = useCallback(
    async (messageId: number) => {
      if (read()?.messages.some((message) => message.id === messageId)) return;
      const page = await getMessages({ dialogId, direction: 'around', messageId, privateCode });
      write((timeline) => ({
        ...timelineFromPage(page, 'around', MESSAGE_PAGE_SIZE),
        pending: timeline.pending,
      }));
    },
    [dialogId, privateCode, read, write, getMessages],
  );

  const loadOlder = useCallback(() => loadPage('older'), [loadPage]);
  const loadNewer = useCallback(() => loadPage('newer'), [loadPage]);

  return {
    loadingOlder: loading.older,
    loadingNewer: loading.newer,
    /** Which page failed to load last, for an inline "Try again". */
    pageFailed,
    loadOlder,
    loadNewer,
    jumpToLatest,
    jumpTo,
  };
}
