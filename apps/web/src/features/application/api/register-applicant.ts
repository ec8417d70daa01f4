import { useMutation } from '@tanstack/react-query';
import {
  applicationAuthResultSchema,
  type ApplicationAuthResult,
  type ApplicationRegistrationInput,
} from '@quad/shared/contracts/application';
import { apiClient } from '../../../lib/api-client';

/** POST /application/auth/registration → a sign-in and the new application. */
export function registerApplicant(
  body: ApplicationRegistrationInput,
): Promise<ApplicationAuthResult> {
  return apiClient.post('/application/auth/registration', body, {
    schema: applicationAuthResultSchema,
  });
}

export function useRegisterApplicant() {
  return useMutation({ mutationFn: registerApplicant, meta: { toastErrors: false } });
}
