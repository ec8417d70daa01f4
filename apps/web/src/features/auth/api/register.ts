import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registrationSchema } from '@quad/shared/contracts/auth';
import { authResultSchema, type AuthResult } from '@quad/shared/contracts/auth';
import { apiClient } from '../../../lib/api-client';

/** What the registration form sends: the contract's payload before its defaults apply. */
export type RegistrationInput = z.input<typeof registrationSchema>;

/** POST /interactionSite/auth/registration → `{ token, refreshToken, account }`. */
export function register(body: RegistrationInput): Promise<AuthResult> {
  return apiClient.post('/interactionSite/auth/registration', body, { schema: authResultSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { toastErrors: false } });
}
