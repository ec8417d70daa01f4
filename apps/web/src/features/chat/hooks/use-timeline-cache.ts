import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Timeline } from '../lib/timeline';
import { useTimelineSource } from '../timeline-source';

export type TimelineCache = ReturnType<typeof useTimelineCache>;

/** Reads and updates one chat's timeline where it lives: the query cache (its source's key). */
export function useTimelineCache(dialogId: number) {
  const queryClient = useQueryClient();
  const { messagesKey } = useTimelineSource();
  const read = useCallback(
    () => queryClient.getQueryData<Timeline>(messagesKey(dialogId)),
    [queryClient, messagesKey, dialogId],
  );
  /** Changes the timeline once it is loaded; before that there is nothing to change. */
  const write = useCallback(
    (update: (timeline: Timeline) => Timeline) =>
      queryClient.setQueryData<Timeline>(messagesKey(dialogId), (timeline) =>
        timeline ? update(timeline) : timeline,
      ),
    [queryClient, messagesKey, dialogId],
  );
  /** Puts a timeline in place whether or not one is loaded. */
  const replace = useCallback(
    (update: (timeline: Timeline | undefined) => Timeline) =>
      queryClient.setQueryData<Timeline>(messagesKey(dialogId), update),
    [queryClient, messagesKey, dialogId],
  );
  return { read, write, replace };
}
