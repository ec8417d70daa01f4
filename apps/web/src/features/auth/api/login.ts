import { useMutation } from '@tanstack/react-query';
import { authResultSchema, type AuthResult, type Login } from '@quad/shared/contracts/auth';
import { apiClient } from '../../../lib/api-client';

export type LoginInput = Omit<Login, 'accessType'> & { accessType?: Login['accessType'] };

/** POST /interactionSite/auth/login → `{ token, refreshToken, account }` (CONTRACT §2a). */
export function login(body: LoginInput): Promise<AuthResult> {
  return apiClient.post('/interactionSite/auth/login', body, { schema: authResultSchema });
}

/** Sign-in by email and password; the form shows failures itself, so no toast. */
export function useLogin() {
  return useMutation({ mutationFn: login, meta: { toastErrors: false } });
}
