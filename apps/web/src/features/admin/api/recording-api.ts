import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminLiveEventResponseSchema } from '@quad/shared/contracts/admin-live-events';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-api';

/** POST /admin/liveEvents/{id}/recording, multipart with the video as `file` → the event. */
export async function uploadRecording({ id, file }: { id: number; file: File }) {
  const body = new FormData();
  body.append('file', file);
  const data = await apiClient.post(`/admin/liveEvents/${id}/recording`, body, {
    schema: adminLiveEventResponseSchema,
  });
  return data.liveEvent;
}

/** Uploads or replaces an ended event's recording; the list learns it has one. */
export function useUploadRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRecording,
    meta: { toastErrors: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'liveEvents'] }),
  });
}

/** DELETE /admin/liveEvents/{id}/recording → the event without its recording. */
export async function deleteRecording(id: number) {
  const data = await apiClient.delete(`/admin/liveEvents/${id}/recording`, {
    schema: adminLiveEventResponseSchema,
  });
  return data.liveEvent;
}

/** Removes an ended event's recording (the server refuses while the event is on demand). */
export function useDeleteRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecording,
    meta: { toastErrors: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'liveEvents'] }),
  });
}
