import { useSyncExternalStore } from 'react';
import { tokenStore } from '../../lib/token-store';

const subscribe = (listener: () => void) => tokenStore.subscribe(listener);

/**
 * The main access token, re-read whenever this app signs in or out (or another tab does).
 * A sign-out forced by the API client after a failed refresh shows up on the next render.
 */
export function useSessionToken(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => tokenStore.getToken('main'),
    () => null,
  );
}

/** False while the page restores its session from the refresh cookie (first load). */
export function useSessionKnown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => tokenStore.status() === 'ready',
    () => false,
  );
}
