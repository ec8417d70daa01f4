import { useMutation } from '@tanstack/react-query';
import {
  authResultSchema,
  type AuthResult,
  type PasswordRecoveryConfirm,
} from '@quad/shared/contracts/auth';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /interactionSite/account/recovery/passwordConfirm: sets the new password (spec §5) and
 * signs the person in → `{ token, refreshToken, account }`.
 */
export function confirmPasswordRecovery(body: PasswordRecoveryConfirm): Promise<AuthResult> {
  return apiClient.post('/interactionSite/account/recovery/passwordConfirm', body, {
    schema: authResultSchema,
  });
}

export function useConfirmPasswordRecovery() {
  return useMutation({ mutationFn: confirmPasswordRecovery, meta: { toastErrors: false } });
}
