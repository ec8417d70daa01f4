import { useMutation } from '@tanstack/react-query';
import type { WidgetScope } from '@quad/shared/rules/base-path';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /interactionSite/account/recovery/password: mails a link to choose a new password. The
 * widget's scope lets the mail wear its colour and link back to it.
 */
export async function recoverPassword(input: { email: string; scope: WidgetScope }): Promise<void> {
  await apiClient.post('/interactionSite/account/recovery/password', {
    email: input.email,
    ...input.scope,
  });
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword, meta: { toastErrors: false } });
}
