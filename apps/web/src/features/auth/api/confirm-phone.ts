import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phoneVerifiedSchema, type PhoneConfirm } from '@quad/shared/contracts/auth';
import { apiClient } from '../../../lib/api-client';
import { accountKeys } from '../../../app/session/get-account-info';

/** PUT /interactionSite/auth/phoneNumberVerificationConfirm: the phone, with the code it got. */
export function confirmPhone(body: PhoneConfirm) {
  return apiClient.put('/interactionSite/auth/phoneNumberVerificationConfirm', body, {
    schema: phoneVerifiedSchema,
  });
}

export function useConfirmPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPhone,
    meta: { toastErrors: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
