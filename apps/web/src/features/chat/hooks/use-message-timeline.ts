import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { MESSAGE_PAGE_SIZE } from '@quad/shared/limits';
import type { MemberReceipt, Message } from '@quad/shared/contracts/dialogs';
import type { ApiError } from '../../../lib/api-client';
import type { SendAs } from '../api/send-message';
import { applyPinned, applyReceipt, patchMessage, timelineFromPage } from '../lib/timeline';
import { useTimelineSource } from '../timeline-source';
import { useTimelineCache } from './use-timeline-cache';
import { useTimelineCatchUp } from './use-timeline-catch-up';
import { useTimelinePaging } from './use-timeline-paging';
import { useTimelineSends } from './use-timeline-sends';

export type TimelineOptions = {
  dialogId: number;
  privateCode?: string;
  /** Which send route the account uses; null when it may not send. */
  sendAs: SendAs | null;
  /** False while the messages may not be read yet (a group chat not joined). */
  enabled?: boolean;
  /** An ambassador's send came back with timeIsUp (spec §4). */
  onTimeIsUp?: () => void;
  /** A send the server refused (closed conversation, blocked …), after it is marked failed. */
  onSendRejected?: (error: ApiError) => void;
  /** A send the server stored. */
  onSent?: (message: Message) => void;
};

export type MessageTimeline = ReturnType<typeof useMessageTimeline>;

/**
 * The messages of one chat: the first page, then paging, catch-up (realtime arrivals, gaps,
 * reconnects) and optimistic sends, each its own hook. Everything lives in the query cache under
 * its source's key, so nothing shows twice however it arrives. The data comes from the
 * TimelineSource above (the widget's own by default).
 */
export function useMessageTimeline({
  dialogId,
  privateCode,
  sendAs,
  enabled = true,
  onTimeIsUp,
  onSendRejected,
  onSent,
}: TimelineOptions) {
  const source = useTimelineSource();
  const query = useQuery({
    queryKey: source.messagesKey(dialogId),
    queryFn: async ({ signal }) =>
      timelineFromPage(
        await source.fetchPage({ dialogId, direction: 'initial', privateCode, signal }),
        'initial',
        MESSAGE_PAGE_SIZE,
      ),
    enabled,
    // Realtime and catch-up keep it current; a refetch would drop the pages read so far.
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  });
  const cache = useTimelineCache(dialogId);
  const paging = useTimelinePaging(dialogId, privateCode, cache);
  const { catchUp, catchUpNow, receive } = useTimelineCatchUp(dialogId, privateCode, cache);
  const sends = useTimelineSends({
    dialogId,
    privateCode,
    sendAs,
    cache,
    receive,
    jumpToLatest: paging.jumpToLatest,
    onTimeIsUp,
    onSendRejected,
    onSent,
  });

  const { write } = cache;
  const patch = useCallback(
    (messageId: number, changes: Parameters<typeof patchMessage>[2]) =>
      write((timeline) => patchMessage(timeline, messageId, changes)),
    [write],
  );

  const pin = useCallback(
    (message: Message) => write((timeline) => applyPinned(timeline, message)),
    [write],
  );

  const receipt = useCallback(
    (value: MemberReceipt) => write((timeline) => applyReceipt(timeline, value)),
    [write],
  );

  // A chat opened again from the cache may have missed messages while it was closed.
  const cachedOnOpen = useRef(query.data !== undefined);
  useEffect(() => {
    if (cachedOnOpen.current) catchUp();
  }, [catchUp]);

  return {
    timeline: query.data,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    ...paging,
    catchUp,
    catchUpNow,
    receive,
    ...sends,
    patch,
    pin,
    receipt,
  };
}
