import { useCallback, useEffect, useRef } from 'react';

export type ThrottleTimings = {
  /** At most one run per this many milliseconds. */
  intervalMs: number;
  /** A call inside the interval runs once, this long after the run that blocked it. */
  deferredMs: number;
};

export type Throttled = {
  /** Runs now, or makes sure one deferred run follows. */
  call: () => void;
  /** Drops a scheduled deferred run. */
  cancel: () => void;
};

/**
 * The realtime throttle of spec §4: the first call runs at once; calls within `intervalMs` of a
 * run are folded into one deferred run `deferredMs` after that run (5 s / 7 s for message
 * refetches, 20 s / 21 s for the dialog list).
 */
export function createThrottle(
  run: () => void,
  { intervalMs, deferredMs }: ThrottleTimings,
  now: () => number = Date.now,
): Throttled {
  let lastRun = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const execute = () => {
    timer = undefined;
    lastRun = now();
    run();
  };

  return {
    call() {
      if (timer !== undefined) return;
      const elapsed = now() - lastRun;
      if (elapsed >= intervalMs) execute();
      else timer = setTimeout(execute, Math.max(0, deferredMs - elapsed));
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** A throttled version of `callback` that always calls its latest version; cancelled on unmount. */
export function useThrottledCallback(callback: () => void, timings: ThrottleTimings): () => void {
  const latest = useRef(callback);
  const throttle = useRef<Throttled | null>(null);
  useEffect(() => {
    latest.current = callback;
  });
  const { intervalMs, deferredMs } = timings;
  useEffect(
    () => () => {
      throttle.current?.cancel();
      throttle.current = null;
    },
    [intervalMs, deferredMs],
  );
  return useCallback(() => {
    throttle.current ??= createThrottle(() => latest.current(), { intervalMs, deferredMs });
    throttle.current.call();
  }, [intervalMs, deferredMs]);
}
