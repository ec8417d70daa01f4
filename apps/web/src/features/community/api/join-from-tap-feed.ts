import {
  communityAuthResultSchema,
  communityHandoffSchema,
  type CommunityAuthResult,
} from '@quad/shared/contracts/community-accounts';
import { apiClient } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/token-store';

/**
 * A prospect signed in to the widget joins the community without typing anything again: the
 * widget session asks for a one-time hand-off (POST /widget/account/communityHandoff, with the
 * MAIN token although its path says 'communit'), which POST /community/auth/registrationFromTapFeed
 * trades for community tokens.
 */
export async function joinFromTapFeed(subjectIds?: number[]): Promise<CommunityAuthResult> {
  const { handoff } = await apiClient.post(
    '/widget/account/communityHandoff',
    {},
    { schema: communityHandoffSchema, scope: 'main' },
  );
  return apiClient.post(
    '/community/auth/registrationFromTapFeed',
    { handoff, subjectIds, fingerprint: tokenStore.fingerprint() },
    { schema: communityAuthResultSchema },
  );
}
