import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/** False while the tab is in the background: nobody is viewing the page then. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

/** The same, read once, for event handlers. */
export function isPageVisible(): boolean {
  return document.visibilityState !== 'hidden';
}
