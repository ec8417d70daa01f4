import { useEffect, useState } from 'react';
import { loadOnce } from '../../lib/load-once';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';

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
   * The module, or null until it is here. It is fetched after the first paint, or at once when
   * `asked` is truthy; a fetch that failed (a dropped connection) is tried again when `asked`
   * changes.
   */
  function useModule(asked: unknown = null): T | null {
    const painted = useAfterFirstPaint();
    const [module, setModule] = useState(code.get);
    const wanted = (afterFirstPaint && painted) || Boolean(asked);
    useEffect(() => {
      if (module || !wanted) return;
      let current = true;
      code.load().then(
        (arrived) => {
          if (current) setModule(() => arrived);
        },
        () => {
          // Left as it is: the control's stand-in stays, and asking again fetches again.
        },
      );
      return () => {
        current = false;
      };
    }, [module, wanted, asked]);
    return module;
  }

  return { useModule };
}
