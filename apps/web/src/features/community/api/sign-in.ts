import {
  communityAuthResultSchema,
  communityCheckEmailResultSchema,
  type CommunityAuthResult,
  type CommunityLogin,
} from '@quad/shared/contracts/community-accounts';
import { apiClient } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/token-store';

/** Sign-in calls send the browser fingerprint the session's refreshes will send (spec §3). */
export type WithoutFingerprint<T> = Omit<T, 'fingerprint'>;

/** POST /community/auth/login. */
export function login(body: WithoutFingerprint<CommunityLogin>): Promise<CommunityAuthResult> {
  return apiClient.post(
    '/community/auth/login',
    { ...body, fingerprint: tokenStore.fingerprint() },
    { schema: communityAuthResultSchema },
  );
}

/** POST /community/auth/checkEmail: whether the address has an account already. */
export async function checkEmail(email: string, universityId: number): Promise<boolean> {
  const data = await apiClient.post(
    '/community/auth/checkEmail',
    { email, universityId },
    { schema: communityCheckEmailResultSchema },
  );
  return data.exists;
}
