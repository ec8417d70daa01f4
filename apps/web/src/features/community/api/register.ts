import {
  communityAuthResultSchema,
  type CommunityAuthResult,
  type CommunityRegistration,
} from '@quad/shared/contracts/community-accounts';
import { apiClient } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/token-store';
import type { WithoutFingerprint } from './sign-in';

/** POST /community/auth/registration: a new account joins the university's community. */
export function register(
  body: WithoutFingerprint<CommunityRegistration>,
): Promise<CommunityAuthResult> {
  return apiClient.post(
    '/community/auth/registration',
    { ...body, fingerprint: tokenStore.fingerprint() },
    { schema: communityAuthResultSchema },
  );
}
