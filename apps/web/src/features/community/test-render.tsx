import type { RouteObject } from 'react-router';
import { tokenStore } from '../../lib/token-store';
import { renderRoutes, TestWidget } from '../../test/render';
import { resetCommunityRestore } from './hooks/use-community-session';

/**
 * Renders community routes under `/1/community` at a path, signed in to the community (a
 * token in memory) unless told otherwise; signed out, the page restores from the cookie first.
 */
export function renderCommunity(
  path: string,
  children: RouteObject[],
  { signedIn = true }: { signedIn?: boolean } = {},
) {
  resetCommunityRestore();
  tokenStore.setStatus('restoring', 'community');
  if (signedIn) tokenStore.setTokens('community', { token: 'community-token' });
  return renderRoutes([{ path: '/1', element: <TestWidget />, children }], path, { toasts: true });
}
