import { useEffect, useSyncExternalStore } from 'react';
import { apiClient } from '../../../lib/api-client';
import { communityRealtime } from '../../../lib/socket';
import { tokenStore } from '../../../lib/token-store';

const subscribe = (listener: () => void) => tokenStore.subscribe(listener);

let restoring: Promise<boolean> | null = null;

/** Asks the community refresh cookie for a token once per page load. */
function restoreOnce(): Promise<boolean> {
  restoring ??= apiClient.restoreSession('community').then((restored) => {
    if (restored) communityRealtime.reconnect();
    return restored;
  });
  return restoring;
}

/** Forgets that the session was restored (tests start from a fresh page). */
export function resetCommunityRestore(): void {
  restoring = null;
}

/**
 * The community session: its token (null when signed out) and whether it is known yet. The
 * first use on a page restores it from the `quad_community_refresh` cookie; the widget's
 * session is not touched.
 */
export function useCommunitySession(): { token: string | null; known: boolean } {
  const token = useSyncExternalStore(
    subscribe,
    () => tokenStore.getToken('community'),
    () => null,
  );
  const status = useSyncExternalStore(
    subscribe,
    () => tokenStore.status('community'),
    () => 'restoring' as const,
  );
  const known = token !== null || status === 'ready';
  useEffect(() => {
    if (!known) void restoreOnce();
  }, [known]);
  return { token, known };
}

/** The widget's own session token: a prospect of the widget may join without typing again. */
export function useMainSessionToken(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => tokenStore.getToken('main'),
    () => null,
  );
}
