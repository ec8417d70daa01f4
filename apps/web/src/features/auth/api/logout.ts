import type { Logout } from '@quad/shared/contracts/auth';
import { apiClient } from '../../../lib/api-client';

/** POST /interactionSite/auth/logout: revokes the refresh token and clears its cookie. */
export async function logout(body: Logout): Promise<void> {
  await apiClient.post('/interactionSite/auth/logout', body);
}
