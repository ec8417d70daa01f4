import { useSyncExternalStore } from 'react';
import { isMobileWidth } from '@quad/shared/rules/page-size';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** True at 750 px and below (spec §9): where panels become sheets and rails swipe. */
export function useMobileLayout(): boolean {
  return useSyncExternalStore(subscribe, () => isMobileWidth(window.innerWidth));
}
