import { useMutation } from '@tanstack/react-query';
import { codeSentSchema, type Phone } from '@quad/shared/contracts/auth';
import { apiClient } from '../../../lib/api-client';

/** PUT /interactionSite/auth/phoneNumberVerification: texts a code to the phone. */
export function requestPhoneCode(phone: Phone) {
  return apiClient.put('/interactionSite/auth/phoneNumberVerification', phone, {
    schema: codeSentSchema,
  });
}

export function useRequestPhoneCode() {
  return useMutation({ mutationFn: requestPhoneCode, meta: { toastErrors: false } });
}
