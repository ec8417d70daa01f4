import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationSettingsStateSchema,
  type NotificationSettings,
} from '@quad/shared/contracts/notifications';
import { apiClient } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /interactionSite/notifications/settings: offline notices on or off, and whether the person has written yet. */
export function getNotificationSettings(signal?: AbortSignal) {
  return apiClient.get('/interactionSite/notifications/settings', {
    signal,
    schema: notificationSettingsStateSchema,
  });
}

export function notificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
    staleTime: 60_000,
  });
}

/** The settings; `pollUntilWritten` asks again every 15 s until the person has sent a message. */
export function useNotificationSettings(enabled: boolean, pollUntilWritten = false) {
  return useQuery({
    ...notificationSettingsQueryOptions(),
    enabled,
    refetchInterval: (query) =>
      pollUntilWritten && query.state.data?.hasSentMessage === false ? 15_000 : false,
  });
}

/** PUT /interactionSite/notifications/settings, with this browser's time zone for quiet hours. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Pick<NotificationSettings, 'offlineNotices'>) =>
      apiClient.put(
        '/interactionSite/notifications/settings',
        { ...input, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
        { schema: notificationSettingsStateSchema },
      ),
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.settings(), data),
  });
}
