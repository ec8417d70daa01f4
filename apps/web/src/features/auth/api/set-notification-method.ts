import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationMethodResultSchema,
  type NotificationMethodInput,
} from '@quad/shared/contracts/auth';
import { apiClient } from '../../../lib/api-client';
import { accountKeys } from '../../../app/session/get-account-info';

/**
 * PUT /interactionSite/account/notificationMethod. Text and WhatsApp need a phone; the answer
 * says whether a code was sent to confirm it.
 */
export function setNotificationMethod(body: NotificationMethodInput) {
  return apiClient.put('/interactionSite/account/notificationMethod', body, {
    schema: notificationMethodResultSchema,
  });
}

export function useSetNotificationMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNotificationMethod,
    meta: { toastErrors: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
