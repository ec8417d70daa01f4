import { useEffect, useRef } from 'react';
import { reportTime } from '../api/track-watching';

/** Seconds between two watch-time reports. */
export const TICK_SECONDS = 30;

function newTickId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `t${Date.now()}${Math.random().toString(36).slice(2)}`
  );
}

/**
 * Reports watch time while `watching` (playing, or live, and the page visible): every
 * TICK_SECONDS, and what is left when watching stops. Each report has its own id, so a retry
 * counts once.
 */
export function useWatchTracking(liveStreamId: number, watching: boolean) {
  const started = useRef<number | null>(null);
  useEffect(() => {
    if (!watching) return;
    started.current = Date.now();
    const flush = () => {
      if (started.current === null) return;
      const seconds = Math.min(300, Math.round((Date.now() - started.current) / 1000));
      started.current = Date.now();
      if (seconds >= 1) void reportTime(liveStreamId, newTickId(), seconds);
    };
    const timer = setInterval(flush, TICK_SECONDS * 1000);
    return () => {
      clearInterval(timer);
      flush();
      started.current = null;
    };
  }, [liveStreamId, watching]);
}
