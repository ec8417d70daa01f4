import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  liveStreamStateSchema,
  type LiveStreamPage,
  type LiveStreamState,
} from '@quad/shared/contracts/live-events';
import type { LiveEventStatus } from '@quad/shared/rules/status-name';
import { apiClient } from '../../../lib/api-client';
import { liveEventKeys } from './live-event-keys';

export type StatusChange =
  { kind: 'goLive' } | { kind: 'status'; status: LiveEventStatus } | { kind: 'toggleChat' };

/**
 * POST /liveStreams/{id}/goLive, PUT /liveStreams/{id}/status and PUT …/chat/toggle: one
 * move of the event; the answer is its new state (everyone else hears it on the info channel).
 */
export async function changeLiveStream(
  eventId: number,
  change: StatusChange,
): Promise<LiveStreamState> {
  const path = `/widget/liveStreams/${eventId}`;
  const init = { schema: liveStreamStateSchema };
  switch (change.kind) {
    case 'goLive':
      return apiClient.post(`${path}/goLive`, undefined, init);
    case 'status':
      return apiClient.put(`${path}/status`, { status: change.status }, init);
    case 'toggleChat':
      return apiClient.put(`${path}/chat/toggle`, undefined, init);
  }
}

/** Puts an event's new state into the cached page. */
export function applyState(
  page: LiveStreamPage | undefined,
  state: Omit<LiveStreamState, 'id'>,
): LiveStreamPage | undefined {
  if (!page) return page;
  const stream = page.liveStream;
  return {
    ...page,
    liveStream: {
      ...stream,
      status: state.status,
      statusName: state.statusName,
      is_chat_active: state.isChatActive,
      is_stream_active: state.isStreamActive,
      liveChat: stream.liveChat && { ...stream.liveChat, closed: !state.isChatActive },
    },
  };
}

/** A change by one of the event's people; the page is asked again for what they may do next. */
export function useChangeLiveStreamMutation(eventId: number, pageKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => changeLiveStream(eventId, change),
    onSuccess: (state) => {
      queryClient.setQueryData<LiveStreamPage>(pageKey, (page) => applyState(page, state));
      void queryClient.invalidateQueries({ queryKey: pageKey });
      void queryClient.invalidateQueries({ queryKey: liveEventKeys.questions(eventId) });
    },
  });
}
