import { recoveryRequestedSchema } from '@quad/shared/contracts/auth';
import {
  communityAuthResultSchema,
  type CommunityAuthResult,
  type CommunityRecoveryConfirm,
} from '@quad/shared/contracts/community-accounts';
import { apiClient } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/token-store';
import type { WithoutFingerprint } from './sign-in';

/** POST /community/auth/recovery/password: mails a reset link (the same answer for anyone). */
export async function requestPasswordReset(email: string, universityId: number): Promise<void> {
  await apiClient.post(
    '/community/auth/recovery/password',
    { email, universityId },
    { schema: recoveryRequestedSchema },
  );
}

/** POST /community/auth/recovery/passwordConfirm: the link's code and a new password sign in. */
export function confirmPasswordReset(
  body: WithoutFingerprint<CommunityRecoveryConfirm>,
): Promise<CommunityAuthResult> {
  return apiClient.post(
    '/community/auth/recovery/passwordConfirm',
    { ...body, fingerprint: tokenStore.fingerprint() },
    { schema: communityAuthResultSchema },
  );
}
