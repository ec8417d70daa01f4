import { useSyncExternalStore } from 'react';
import { tokenStore } from '../../../lib/token-store';

function subscribe(onChange: () => void): () => void {
  // Another tab signing in or out changes localStorage; this tab re-reads on focus too.
  window.addEventListener('storage', onChange);
  window.addEventListener('focus', onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener('focus', onChange);
  };
}

/** True when this browser holds a token of the main (widget) account. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, () => tokenStore.getToken('main') !== null);
}
