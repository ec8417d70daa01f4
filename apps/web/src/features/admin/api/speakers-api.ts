import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminLiveEventSpeakersResponseSchema } from '@quad/shared/contracts/admin-live-events';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-api';

const speakersKey = (id: number) => [...adminKeys.all, 'liveEvents', id, 'speakers'] as const;

/** GET /admin/liveEvents/{id}/speakers: the speakers and the external speakers' join code. */
export function useEventSpeakers(id: number) {
  return useQuery({
    queryKey: speakersKey(id),
    queryFn: ({ signal }) =>
      apiClient.get(`/admin/liveEvents/${id}/speakers`, {
        signal,
        schema: adminLiveEventSpeakersResponseSchema,
      }),
  });
}

/** POST …/speakers, or DELETE …/speakers/{userId}. */
export function useChangeEventSpeakers(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { add: number } | { remove: number }) =>
      'add' in change
        ? apiClient.post(
            `/admin/liveEvents/${id}/speakers`,
            { user_id: change.add },
            { schema: adminLiveEventSpeakersResponseSchema },
          )
        : apiClient.request(`/admin/liveEvents/${id}/speakers/${change.remove}`, {
            method: 'DELETE',
            schema: adminLiveEventSpeakersResponseSchema,
          }),
    meta: { toastErrors: false },
    onSuccess: (data) => queryClient.setQueryData(speakersKey(id), data),
  });
}
