import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dialogKeys } from '../api/dialog-keys';
import type { Timeline } from '../lib/timeline';

export type TimelineCache = ReturnType<typeof useTimelineCache>;

/** Reads and updates one chat's timeline where it lives: the query cache (dialogKeys.messages). */
export function useTimelineCache(dialogId: number) {
  const queryClient = useQueryClient();
  const read = useCallback(
    () => queryClient.getQueryData<Timeline>(dialogKeys.messages(dialogId)),
    [queryClient, dialogId],
  );
  /** Changes the timeline once it is loaded; before that there is nothing to change. */
  const write = useCallback(
    (update: (timeline: Timeline) => Timeline) =>
      queryClient.setQueryData<Timeline>(dialogKeys.messages(dialogId), (timeline) =>
        timeline ? update(timeline) : timeline,
      ),
    [queryClient, dialogId],
  );
  /** Puts a timeline in place whether or not one is loaded. */
  const replace = useCallback(
    (update: (timeline: Timeline | undefined) => Timeline) =>
      queryClient.setQueryData<Timeline>(dialogKeys.messages(dialogId), update),
    [queryClient, dialogId],
  );
  return { read, write, replace };
}
