import { useMutation } from '@tanstack/react-query';
import { codeSentSchema } from '@quad/shared/contracts/auth';
import { apiClient } from '../../../lib/api-client';

/** GET /interactionSite/account/edit/password: mails a code to the account's address. */
export function requestPasswordCode() {
  return apiClient.get('/interactionSite/account/edit/password', { schema: codeSentSchema });
}

export function useRequestPasswordCode() {
  return useMutation({ mutationFn: requestPasswordCode, meta: { toastErrors: false } });
}
