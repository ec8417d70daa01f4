/**
 * Runs `callback` once the page has loaded and the browser is idle (at most 3 s later), so work
 * the first screen does not need never competes with it. Returns a cancel.
 */
export function whenIdleAfterLoad(callback: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(callback, { timeout: 3000 });
    } else {
      // Safari has no idle callback: the next task comes after the load's own.
      timer = setTimeout(callback, 0);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}
