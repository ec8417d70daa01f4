import { useSyncExternalStore } from 'react';
import { tokenStore } from '../../../lib/token-store';

const subscribe = (listener: () => void) => tokenStore.subscribe(listener);

/** True when this page holds a token of the main (widget) account. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, () => tokenStore.getToken('main') !== null);
}
