import { startTransition, useEffect, useState } from 'react';

let painted = false;

/**
 * False until the page's first frame has been painted, then true (at once for anything that
 * mounts later): a screen that has its data at the first render can paint its frame first and
 * render the heavy part just after, instead of holding up the first paint with it.
 */
export function useAfterFirstPaint(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after this commit has been painted once the next animation frame's task runs.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        painted = true;
        startTransition(() => setDone(true));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [done]);
  return done;
}
