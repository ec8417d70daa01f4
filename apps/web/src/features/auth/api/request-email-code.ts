import { useMutation } from '@tanstack/react-query';
import { codeSentSchema } from '@quad/shared/contracts/auth';
import { apiClient } from '../../../lib/api-client';

/** GET /interactionSite/account/edit/email (email): mails a code to the new address. */
export function requestEmailCode(email: string) {
  return apiClient.get('/interactionSite/account/edit/email', {
    query: { email },
    schema: codeSentSchema,
  });
}

export function useRequestEmailCode() {
  return useMutation({ mutationFn: requestEmailCode, meta: { toastErrors: false } });
}
