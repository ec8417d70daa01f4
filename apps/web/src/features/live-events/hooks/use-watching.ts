import { useEffect, useRef } from 'react';
import { reportWatch } from '../api/track-watching';
import { usePageVisible } from '../../../lib/use-page-visible';
import { useWatchTracking } from './use-watch-tracking';

type WatchingOptions = {
  liveStreamId: number | null;
  /** The signed-in prospect; watch reports are theirs only. */
  prospectId: number | null;
  /** Something is being watched: the live event, or the recording playing. */
  active: boolean;
};

/**
 * A prospect's watching: `watch` once when they start, then watch time while the page is
 * visible and something plays.
 */
export function useWatching({ liveStreamId, prospectId, active }: WatchingOptions) {
  const visible = usePageVisible();
  const reported = useRef<number | null>(null);
  const watching = liveStreamId !== null && prospectId !== null && active;
  useEffect(() => {
    if (!watching || reported.current === liveStreamId) return;
    reported.current = liveStreamId;
    void reportWatch(liveStreamId, prospectId);
  }, [watching, liveStreamId, prospectId]);
  useWatchTracking(liveStreamId ?? 0, watching && visible);
}
