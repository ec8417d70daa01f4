import { useCallback, useRef } from 'react';
import type { Message } from '@quad/shared/contracts/dialogs';
import { MESSAGE_PAGE_SIZE, THROTTLE_MS } from '@quad/shared/limits';
import { addPage, receiveMessage } from '../lib/timeline';
import { useTimelineSource } from '../timeline-source';
import type { TimelineCache } from './use-timeline-cache';
import { useThrottledCallback } from './use-throttled-callback';

/** Pages a catch-up reads at most in one go; beyond, the reader scrolls down for the rest. */
const MAX_CATCH_UP_PAGES = 10;

/** Messages arriving one by one (realtime, a send's answer) and catch-up after a gap. */
export function useTimelineCatchUp(
  dialogId: number,
  privateCode: string | undefined,
  cache: TimelineCache,
) {
  const { read, write } = cache;
  const { fetchPage: getMessages } = useTimelineSource();
  const busy = useRef(false);

  /** Reads whatever followed the newest message held: after a gap, a reconnect, a return. */
  const catchUpNow = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      for (let page = 0; page < MAX_CATCH_UP_PAGES; page += 1) {
        const timeline = read();
        if (!timeline || timeline.hasNewer) return;
        const result = await getMessages({
          dialogId,
          direction: 'catchUp',
          afterSeq: timeline.syncedSeq,
          privateCode,
        });
        write((current) => addPage(current, result, 'catchUp', MESSAGE_PAGE_SIZE));
        if (result.messages.length < MESSAGE_PAGE_SIZE) return;
      }
    } catch {
      // The next realtime message, reconnect or return to the tab tries again.
    } finally {
      busy.current = false;
    }
  }, [dialogId, privateCode, read, write, getMessages]);

  // Spec §4: message refetches at most every 5 s, with a deferred one at 7 s.
  const catchUp = useThrottledCallback(() => void catchUpNow(), {
    intervalMs: THROTTLE_MS.messageRefetch,
    deferredMs: THROTTLE_MS.messageRefetchDeferred,
  });

  /** A message from realtime or a send's answer; a skipped seq starts a catch-up. */
  const receive = useCallback(
    (message: Message) => {
      let gap = false;
      write((timeline) => {
        const result = receiveMessage(timeline, message);
        gap = result.gap;
        return result.timeline;
      });
      if (gap) catchUp();
    },
    [write, catchUp],
  );

  return { catchUp, catchUpNow, receive };
}
