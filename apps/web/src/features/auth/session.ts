import type { Query, QueryClient } from '@tanstack/react-query';
import type { AuthResult } from '@quad/shared/contracts/auth';
import { MOBILE_USER_AGENT_PATTERN } from '@quad/shared/limits';
import { announceSession } from '../../lib/session-channel';
import { tokenStore } from '../../lib/token-store';
import { widgetSettingsKeys } from '../../app/widget-context/get-widget-settings';
import { accountKeys, type AccountScope } from '../../app/session/get-account-info';
import { referenceDataKeys } from './api/get-countries';

// Realtime's client loads with the first screen that listens, not with the widget's home.
const reconnectRealtime = () =>
  void import('../../lib/socket').then(({ realtime }) => realtime.reconnect());

// Spec §3 local storage keys that belong to a signed-in person and go with them at sign-out.
const SIGNED_IN_STORAGE_KEYS = ['ssoSignInData', 'universitySsoData'] as const;

// Queries that are the same for everyone and survive a sign-out.
const SHARED_QUERY_ROOTS: ReadonlySet<unknown> = new Set([
  widgetSettingsKeys.all[0],
  referenceDataKeys.all[0],
]);

/** `mobile_web` on phones and tablets, `web` elsewhere (spec §3 accessType). */
export function currentAccessType(): 'web' | 'mobile_web' {
  return MOBILE_USER_AGENT_PATTERN.test(navigator.userAgent) ? 'mobile_web' : 'web';
}

/**
 * Forgets everything loaded for the person who was signed in — account, chats, answers —
 * while the widget settings and reference lists (the same for everyone) stay, so the page does not flash.
 */
export function clearUserData(queryClient: QueryClient): void {
  const isUserData = (query: Query) => !SHARED_QUERY_ROOTS.has(query.queryKey[0]);
  void queryClient.cancelQueries({ predicate: isUserData });
  queryClient.removeQueries({ predicate: isUserData });
}

/** After login or registration: keep the access token, seed the account, reconnect realtime. */
export function startSession(
  queryClient: QueryClient,
  result: AuthResult,
  scope: AccountScope,
): void {
  clearUserData(queryClient);
  tokenStore.setTokens('main', result);
  queryClient.setQueryData(accountKeys.info(scope), result.account);
  reconnectRealtime();
  announceSession('signedIn');
}

/**
 * New tokens for the same person (a password change or recovery rotates them): kept, with the
 * account they came with, and realtime reconnects with the new token. Nothing else is cleared.
 */
export function renewSession(
  queryClient: QueryClient,
  result: AuthResult,
  scope: AccountScope,
): void {
  tokenStore.setTokens('main', result);
  queryClient.setQueryData(accountKeys.info(scope), result.account);
  reconnectRealtime();
}

/** Sign-out on this device: tokens, single-sign-on data and cached user data go (spec §4). */
export function endSession(queryClient: QueryClient): void {
  tokenStore.clear('main');
  for (const key of SIGNED_IN_STORAGE_KEYS) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Storage refused (third-party iframe): nothing was stored there either.
    }
  }
  clearUserData(queryClient);
  reconnectRealtime();
  announceSession('signedOut');
}
