import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveStreamPage } from '@quad/shared/contracts/live-events';
import { statusName } from '@quad/shared/rules/status-name';
import { applyState } from '../api/change-status';
import { subscribeLiveStreamInfo } from '../realtime';

/**
 * Keeps the page's status, chat and stream flags current from `liveStreams:{id}:info` (spec §4:
 * statusName follows the status). A new status may change what the person may do, so the page
 * is asked again quietly.
 */
export function useLiveStreamInfo(eventId: number | null, pageKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (eventId === null) return;
    return subscribeLiveStreamInfo(eventId, (info) => {
      const before = queryClient.getQueryData<LiveStreamPage>(pageKey);
      queryClient.setQueryData<LiveStreamPage>(pageKey, (page) =>
        applyState(page, { ...info, statusName: statusName(info.status) }),
      );
      if (before && before.liveStream.status !== info.status) {
        void queryClient.invalidateQueries({ queryKey: pageKey });
      }
    });
    // pageKey is a fresh array each render; its parts are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId, queryClient, JSON.stringify(pageKey)]);
}
