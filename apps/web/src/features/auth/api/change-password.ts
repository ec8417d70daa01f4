import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  authResultSchema,
  type AuthResult,
  type PasswordChange,
} from '@quad/shared/contracts/auth';
import { apiClient } from '../../../lib/api-client';
import { accountScopeOf } from '../../../app/session/get-account-info';
import { renewSession } from '../session';
import { useWidget } from '../../../app/widget-context/use-widget';

/**
 * POST /interactionSite/account/edit/password `{ code, password, confirm_password }`. Other
 * sessions end; this one continues with the fresh tokens of the answer.
 */
export function changePassword(body: PasswordChange): Promise<AuthResult> {
  return apiClient.post('/interactionSite/account/edit/password', body, {
    schema: authResultSchema,
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  const { base } = useWidget();
  return useMutation({
    mutationFn: changePassword,
    meta: { toastErrors: false },
    onSuccess: (result) => renewSession(queryClient, result, accountScopeOf(base)),
  });
}
