import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Message } from '@quad/shared/contracts/dialogs';
import { ApiError, CLIENT_ERROR_CODES } from '../../../lib/api-client';
import type { SendAs } from '../api/send-message';
import { newClientMessageId } from '../lib/client-message-id';
import { failPending, removePending, upsertPending, type PendingMessage } from '../lib/timeline';
import { useTimelineSource } from '../timeline-source';
import type { TimelineCache } from './use-timeline-cache';

type SendOptions = {
  dialogId: number;
  privateCode: string | undefined;
  sendAs: SendAs | null;
  cache: TimelineCache;
  /** Where a send's answer goes: the timeline, like any arriving message. */
  receive: (message: Message) => void;
  jumpToLatest: () => Promise<void>;
  onTimeIsUp?: () => void;
  onSendRejected?: (error: ApiError) => void;
  /** A send the server stored (a live chat may then ask it as a question). */
  onSent?: (message: Message) => void;
};

/** Optimistic sends: shown at once, marked failed if they do not arrive, retried as the same. */
export function useTimelineSends({
  dialogId,
  privateCode,
  sendAs,
  cache,
  receive,
  jumpToLatest,
  onTimeIsUp,
  onSendRejected,
  onSent,
}: SendOptions) {
  const queryClient = useQueryClient();
  const source = useTimelineSource();
  const { read, write } = cache;

  const deliver = useCallback(
    async (item: PendingMessage) => {
      if (!sendAs) return;
      try {
        const result = await source.send(dialogId, sendAs, {
          type: 'text',
          text: item.text,
          parentMessageId: item.parentMessage?.id,
          privateCode,
          clientMessageId: item.clientMessageId,
        });
        receive(result.message);
        onSent?.(result.message);
        source.afterSend?.(queryClient, result.message);
        if (result.timeIsUp) onTimeIsUp?.();
      } catch (error) {
        const code = error instanceof ApiError ? error.code : CLIENT_ERROR_CODES.NETWORK_ERROR;
        write((timeline) => failPending(timeline, item.clientMessageId, code));
        if (error instanceof ApiError && error.status !== null) onSendRejected?.(error);
      }
    },
    [
      dialogId,
      privateCode,
      sendAs,
      receive,
      write,
      queryClient,
      source,
      onTimeIsUp,
      onSendRejected,
      onSent,
    ],
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

  /** Resends what failed for want of a connection, once the browser is back online. */
  const retryOffline = useCallback(() => {
    const failed = read()?.pending.filter(
      (item) => item.status === 'failed' && item.errorCode === CLIENT_ERROR_CODES.NETWORK_ERROR,
    );
    failed?.forEach((item) => void retry(item.clientMessageId));
  }, [read, retry]);

  return { send, retry, discard, retryOffline };
}
