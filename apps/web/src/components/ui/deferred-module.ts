import { useEffect, useState } from 'react';
import { loadOnce } from '../../lib/load-once';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';

/** The first pause before a fetch that failed is tried again; each failure doubles it. */
export const RETRY_FIRST_MS = 2_000;
const RETRY_LONGEST_MS = 60_000;

/** Where a deferred module is: here, on its way, or failed (and tried again by itself). */
export interface ModuleState<T> {
  module: T | null;
  /** The last fetch failed; another follows after a pause, or when the browser is back online. */
  failed: boolean;
}

/**
 * A module of controls fetched just after the page's first paint (or at once when a control is
 * used before that): its code stays off the page's first load, and once here it renders at once.
 * With `afterFirstPaint: false` it is fetched only when asked for.
 */
export function deferredModule<T>(
  load: () => Promise<T>,
  { afterFirstPaint = true }: { afterFirstPaint?: boolean } = {},
) {
  const code = loadOnce(load);

  /**
   * The module (null until it is here) and whether its fetch failed. It is fetched after the
   * first paint, or at once when `asked` is truthy. A fetch that failed (a dropped connection)
   * is tried again by itself, after 2 s, then 4, 8… up to a minute, at once when the browser
   * comes back online, and when `asked` changes.
   */
  function useModuleState(asked: unknown = null): ModuleState<T> {
    const painted = useAfterFirstPaint();
    const [module, setModule] = useState(code.get);
    const [failures, setFailures] = useState(0);
    const [attempt, setAttempt] = useState(0);
    const wanted = (afterFirstPaint && painted) || Boolean(asked);
    useEffect(() => {
      if (module || !wanted) return;
      let current = true;
      code.load().then(
        (arrived) => {
          if (current) setModule(() => arrived);
        },
        () => {
          if (current) setFailures((count) => count + 1);
        },
      );
      return () => {
        current = false;
      };
    }, [module, wanted, asked, attempt]);
    useEffect(() => {
      if (module || failures === 0) return;
      const again = () => setAttempt((count) => count + 1);
      const timer = setTimeout(
        again,
        Math.min(RETRY_FIRST_MS * 2 ** (failures - 1), RETRY_LONGEST_MS),
      );
      window.addEventListener('online', again);
      return () => {
        clearTimeout(timer);
        window.removeEventListener('online', again);
      };
    }, [module, failures]);
    return { module, failed: !module && failures > 0 };
  }

  /** The module, or null until it is here (see useModuleState). */
  function useModule(asked: unknown = null): T | null {
    return useModuleState(asked).module;
  }

  return { useModule, useModuleState };
}
