import { authResultSchema, type AuthResult } from '@quad/shared/contracts/auth';
import { apiClient } from '../../../lib/api-client';

/** GET /interactionSite/auth/login/{authCode}: signs in with a one-time link from a mail. */
export function loginWithCode(authCode: string, signal?: AbortSignal): Promise<AuthResult> {
  return apiClient.get(`/interactionSite/auth/login/${encodeURIComponent(authCode)}`, {
    signal,
    schema: authResultSchema,
  });
}
