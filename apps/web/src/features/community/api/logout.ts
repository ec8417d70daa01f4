import { apiClient } from '../../../lib/api-client';

/** POST /community/auth/logout: the server forgets the refresh token and clears its cookie. */
export async function logout(): Promise<void> {
  await apiClient.post('/community/auth/logout', {});
}
