import { useSyncExternalStore } from 'react';
import { tokenStore } from '../../../lib/token-store';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the same localStorage.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Tells every useSessionToken() that this tab signed in or out. */
export function notifySessionChange(): void {
  listeners.forEach((listener) => listener());
}

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
