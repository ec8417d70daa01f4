import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Message } from '@quad/shared/contracts/dialogs';
import { MESSAGE_PAGE_SIZE, THROTTLE_MS } from '@quad/shared/limits';
import { ApiError, CLIENT_ERROR_CODES, isAbortError } from '../../../lib/api-client';
import { dialogKeys } from '../api/dialog-keys';
import { getMessages } from '../api/get-messages';
import { sendMessage, type SendAs } from '../api/send-message';
import { newClientMessageId } from '../lib/client-message-id';
import { applySentMessage } from '../lib/unread-cache';
import {
  addPage,
  failPending,
  lastMessage,
  patchMessage,
  receiveMessage,
  removePending,
  timelineFromPage,
  upsertPending,
  type PendingMessage,
  type Timeline,
} from '../lib/timeline';
import { useThrottledCallback } from './use-throttled-callback';

/** Pages a catch-up reads at most in one go; beyond, the reader scrolls down for the rest. */
const MAX_CATCH_UP_PAGES = 10;

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
};

export type MessageTimeline = ReturnType<typeof useMessageTimeline>;

/**
 * The messages of one chat: the first page, older and newer pages, realtime arrivals, catch-up
 * after a gap or a reconnect, and optimistic sends with retry. Everything lives in the query
 * cache under dialogKeys.messages, so nothing shows twice however it arrives.
 */
export function useMessageTimeline({
  dialogId,
  privateCode,
  sendAs,
  enabled = true,
  onTimeIsUp,
  onSendRejected,
}: TimelineOptions) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: dialogKeys.messages(dialogId),
    queryFn: async ({ signal }) =>
      timelineFromPage(
        await getMessages({ dialogId, direction: 'initial', privateCode, signal }),
        'initial',
        MESSAGE_PAGE_SIZE,
      ),
    enabled,
    // Realtime and catch-up keep it current; a refetch would drop the pages read so far.
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  });
  const [loading, setLoading] = useState({ older: false, newer: false });
  const [pageFailed, setPageFailed] = useState<'older' | 'newer' | null>(null);
  const busy = useRef({ older: false, newer: false, catchUp: false });

  const read = useCallback(
    () => queryClient.getQueryData<Timeline>(dialogKeys.messages(dialogId)),
    [queryClient, dialogId],
  );
  const write = useCallback(
    (update: (timeline: Timeline) => Timeline) =>
      queryClient.setQueryData<Timeline>(dialogKeys.messages(dialogId), (timeline) =>
        timeline ? update(timeline) : timeline,
      ),
    [queryClient, dialogId],
  );

  const loadPage = useCallback(
    async (direction: 'older' | 'newer') => {
      const timeline = read();
      if (!timeline || busy.current[direction]) return;
      const edge = direction === 'older' ? timeline.messages[0] : lastMessage(timeline);
      const more = direction === 'older' ? timeline.hasOlder : timeline.hasNewer;
      if (!more || !edge) return;
      busy.current[direction] = true;
      setLoading((state) => ({ ...state, [direction]: true }));
      setPageFailed(null);
      try {
        const page = await getMessages({ dialogId, direction, messageId: edge.id, privateCode });
        write((current) => addPage(current, page, direction, MESSAGE_PAGE_SIZE));
      } catch (error) {
        if (!isAbortError(error)) setPageFailed(direction);
      } finally {
        busy.current[direction] = false;
        setLoading((state) => ({ ...state, [direction]: false }));
      }
    },
    [dialogId, privateCode, read, write],
  );

  /** Reads whatever followed the newest message held: after a gap, a reconnect, a return. */
  const catchUpNow = useCallback(async () => {
    if (busy.current.catchUp) return;
    busy.current.catchUp = true;
    try {
      for (let page = 0; page < MAX_CATCH_UP_PAGES; page += 1) {
        const timeline = read();
        if (!timeline || timeline.hasNewer) return;
        const result = await getMessages({
          dialogId,
          direction: 'catchUp',
          afterSeq: timeline.syncedSeq,
          privateCode,
        });
        write((current) => addPage(current, result, 'catchUp', MESSAGE_PAGE_SIZE));
        if (result.messages.length < MESSAGE_PAGE_SIZE) return;
      }
    } catch {
      // The next realtime message, reconnect or return to the tab tries again.
    } finally {
      busy.current.catchUp = false;
    }
  }, [dialogId, privateCode, read, write]);

  // Spec §4: message refetches at most every 5 s, with a deferred one at 7 s.
  const catchUp = useThrottledCallback(() => void catchUpNow(), {
    intervalMs: THROTTLE_MS.messageRefetch,
    deferredMs: THROTTLE_MS.messageRefetchDeferred,
  });

  /** A message from realtime or a send's answer; a skipped seq starts a catch-up. */
  const receive = useCallback(
    (message: Message) => {
      let gap = false;
      write((timeline) => {
        const result = receiveMessage(timeline, message);
        gap = result.gap;
        return result.timeline;
      });
      if (gap) catchUp();
    },
    [write, catchUp],
  );

  /** Back to the newest page, keeping the sends on their way. */
  const jumpToLatest = useCallback(async () => {
    const page = await getMessages({ dialogId, direction: 'initial', privateCode });
    queryClient.setQueryData<Timeline>(dialogKeys.messages(dialogId), (timeline) => ({
      ...timelineFromPage(page, 'initial', MESSAGE_PAGE_SIZE),
      pending: timeline?.pending ?? [],
    }));
  }, [dialogId, privateCode, queryClient]);

  /** Shows the page around a message (a pinned message that is not loaded). */
  const jumpTo = useCallback(
    async (messageId: number) => {
      if (read()?.messages.some((message) => message.id === messageId)) return;
      const page = await getMessages({ dialogId, direction: 'around', messageId, privateCode });
      write((timeline) => ({
        ...timelineFromPage(page, 'around', MESSAGE_PAGE_SIZE),
        pending: timeline.pending,
      }));
    },
    [dialogId, privateCode, read, write],
  );

  const deliver = useCallback(
    async (item: PendingMessage) => {
      if (!sendAs) return;
      try {
        const result = await sendMessage(dialogId, sendAs, {
          type: 'text',
          text: item.text,
          parentMessageId: item.parentMessage?.id,
          privateCode,
          clientMessageId: item.clientMessageId,
        });
        receive(result.message);
        // One's own chat list shows the reply at once, not after the list's next refetch.
        if (!applySentMessage(queryClient, result.message)) {
          void queryClient.invalidateQueries({ queryKey: dialogKeys.lists() });
        }
        if (result.timeIsUp) onTimeIsUp?.();
      } catch (error) {
        const code = error instanceof ApiError ? error.code : CLIENT_ERROR_CODES.NETWORK_ERROR;
        write((timeline) => failPending(timeline, item.clientMessageId, code));
        if (error instanceof ApiError && error.status !== null) onSendRejected?.(error);
      }
    },
    [dialogId, privateCode, sendAs, receive, write, queryClient, onTimeIsUp, onSendRejected],
  );

  /** Sends at once on screen (optimistic); the bubble turns into "failed" if it does not arrive. */
  const send = useCallback(
    async (text: string, parent: Message | null) => {
      if (read()?.hasNewer) await jumpToLatest();
      const item: PendingMessage = {
        clientMessageId: newClientMessageId(),
        text,
        parentMessage: parent ? { id: parent.id, text: parent.text, user: parent.user } : null,
        created_at: new Date().toISOString(),
        status: 'sending',
      };
      write((timeline) => upsertPending(timeline, item));
      await deliver(item);
    },
    [read, write, jumpToLatest, deliver],
  );

  /** Sends a failed message again with the same clientMessageId, so it is stored once. */
  const retry = useCallback(
    async (clientMessageId: string) => {
      const item = read()?.pending.find((each) => each.clientMessageId === clientMessageId);
      if (!item) return;
      const again: PendingMessage = { ...item, status: 'sending', errorCode: undefined };
      write((timeline) => upsertPending(timeline, again));
      await deliver(again);
    },
    [read, write, deliver],
  );

  const discard = useCallback(
    (clientMessageId: string) => write((timeline) => removePending(timeline, clientMessageId)),
    [write],
  );

  const patch = useCallback(
    (messageId: number, changes: Parameters<typeof patchMessage>[2]) =>
      write((timeline) => patchMessage(timeline, messageId, changes)),
    [write],
  );

  /** Resends what failed for want of a connection, once the browser is back online. */
  const retryOffline = useCallback(() => {
    const failed = read()?.pending.filter(
      (item) => item.status === 'failed' && item.errorCode === CLIENT_ERROR_CODES.NETWORK_ERROR,
    );
    failed?.forEach((item) => void retry(item.clientMessageId));
  }, [read, retry]);

  const loadOlder = useCallback(() => loadPage('older'), [loadPage]);
  const loadNewer = useCallback(() => loadPage('newer'), [loadPage]);

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
    loadingOlder: loading.older,
    loadingNewer: loading.newer,
    /** Which page failed to load last, for an inline "Try again". */
    pageFailed,
    loadOlder,
    loadNewer,
    catchUp,
    catchUpNow,
    receive,
    jumpToLatest,
    jumpTo,
    send,
    retry,
    discard,
    patch,
    retryOffline,
  };
}
