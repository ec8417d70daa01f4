import {
  communityAuthResultSchema,
  communityGoogleResultSchema,
  type CommunityAuthResult,
  type CommunityGoogle,
  type CommunityGoogleLink,
  type CommunityGoogleResult,
} from '@quad/shared/contracts/community-accounts';
import { apiClient } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/token-store';
import type { WithoutFingerprint } from './sign-in';

/** POST /community/auth/google: trades the sign-in popup's code for community tokens. */
export function googleSignIn(
  body: WithoutFingerprint<CommunityGoogle>,
): Promise<CommunityGoogleResult> {
  return apiClient.post(
    '/community/auth/google',
    { ...body, fingerprint: tokenStore.fingerprint() },
    { schema: communityGoogleResultSchema },
  );
}

/** POST /community/auth/google/link: the mailed code links Google to an existing account. */
export function confirmGoogleLink(
  body: WithoutFingerprint<CommunityGoogleLink>,
): Promise<CommunityAuthResult> {
  return apiClient.post(
    '/community/auth/google/link',
    { ...body, fingerprint: tokenStore.fingerprint() },
    { schema: communityAuthResultSchema },
  );
}
