import type { QueryClient } from '@tanstack/react-query';
import type { CommunityAuthResult } from '@quad/shared/contracts/community-accounts';
import { rememberCommunityPath } from '../../lib/community-return-path';
import { communityRealtime } from '../../lib/socket';
import { tokenStore } from '../../lib/token-store';
import { communityKeys } from './api/community-keys';

/** Forgets what was loaded for the community account; the widget's own data stays. */
function clearCommunityData(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ queryKey: communityKeys.all });
  queryClient.removeQueries({ queryKey: communityKeys.all });
}

/**
 * After a community sign-in, registration or hand-off: the community token is kept apart from
 * the widget's (spec §2), the account seeded, and the community connection reconnects with it.
 */
export function startCommunitySession(queryClient: QueryClient, result: CommunityAuthResult): void {
  clearCommunityData(queryClient);
  tokenStore.setTokens('community', result);
  queryClient.setQueryData(communityKeys.account(), result.account);
  communityRealtime.reconnect();
}

/**
 * Community logout (spec §4): only the community tokens go, and the current path is stored as
 * the previous path (except at the community root) for the next sign-in. The widget's session
 * is left as it is.
 */
export function endCommunitySession(queryClient: QueryClient, currentPath: string): void {
  rememberCommunityPath(currentPath);
  tokenStore.clear('community');
  clearCommunityData(queryClient);
  communityRealtime.reconnect();
}
