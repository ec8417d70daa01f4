import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isSystemMessageType, type Dialog, type Message } from '@quad/shared/contracts/dialogs';
import type { AccountInfo } from '@quad/shared/contracts/auth';
import type { DialogEvent } from '@quad/shared/events';
import { ERROR_CODES } from '@quad/shared/errors';
import type { ApiError } from '../../../lib/api-client';
import { dialogKeys } from '../api/dialog-keys';
import { fullName, sendRouteFor } from '../lib/people';
import { useCatchUpTriggers } from './use-catch-up-triggers';
import { useDialogEvents } from './use-dialog-events';
import { useDialogRealtime } from './use-dialog-realtime';
import { useMessageTimeline } from './use-message-timeline';
import { useReadMarker } from './use-read-marker';
import { useDeliveredAck, useTypingEmitter, useTypingPeople } from './use-presence';

type LiveChatRoomOptions = {
  dialog: Dialog;
  account: AccountInfo;
  listPath: string;
  privateCode?: string;
  /** A group chat not joined yet: its messages are not read. */
  mustJoin: boolean;
  /** A send the server stored. */
  onSent?: (message: Message) => void;
};

/**
 * What keeps an open chat current: its timeline, realtime messages and events, the read marker,
 * presence (who is typing, this device's delivered acks, the others' receipts),
 * catch-up on reconnect, the polite announcement of new messages, the time limit, and the way
 * back to the list when the chat is archived.
 */
export function useLiveChatRoom({
  dialog,
  account,
  listPath,
  privateCode,
  mustJoin,
  onSent,
}: LiveChatRoomOptions) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [timeLimitReached, setTimeLimitReached] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const handleSendRejected = useCallback(
    (error: ApiError) => {
      if (error.code === ERROR_CODES.TIME_IS_UP) setTimeLimitReached(true);
      // The chat changed under us (closed, archived, blocked): show its real state.
      void queryClient.invalidateQueries({ queryKey: dialogKeys.detail(dialog.id) });
    },
    [queryClient, dialog.id],
  );
  const timeline = useMessageTimeline({
    dialogId: dialog.id,
    privateCode,
    enabled: !mustJoin,
    sendAs: sendRouteFor(account.key),
    onTimeIsUp: () => setTimeLimitReached(true),
    onSendRejected: handleSendRejected,
    onSent,
  });
  // Only a member has a read position; an admin looking in reads nothing.
  const markShown = useReadMarker(dialog.id, dialog.isJoined);
  const { notices, handleEvent } = useDialogEvents(
    dialog.id,
    account.id,
    timeline.patch,
    timeline.pin,
  );
  const { receive, catchUp, receipt } = timeline;
  const { online, reconnecting } = useCatchUpTriggers(timeline);
  const typingPeople = useTypingPeople(dialog.id);
  const { started: typingStarted, stopped: typingStopped } = typingPeople;
  const onTyping = useTypingEmitter(dialog.id, dialog.isJoined && !mustJoin);
  // Others' newest message this device holds, however it came (socket, fetch, catch-up).
  const newestFromOthers =
    timeline.timeline?.messages.findLast((message) => message.user?.id !== account.id)?.seq ?? 0;
  // Only where receipts are kept (not in a very large group chat or a live event's chat).
  const keepsReceipts = timeline.timeline?.receipts !== undefined;
  useDeliveredAck(dialog.id, dialog.isJoined && !mustJoin && keepsReceipts, newestFromOthers);

  const handlePresence = useCallback(
    (event: DialogEvent) => {
      if (event.type === 'typing') {
        if (event.userId !== account.id) typingStarted(event.userId);
      } else if (event.type === 'receipt') {
        if (event.userId === account.id) return;
        receipt({
          user_id: event.userId,
          last_delivered_seq: event.last_delivered_seq,
          last_read_seq: event.last_read_seq,
        });
      } else handleEvent(event);
    },
    [account.id, typingStarted, receipt, handleEvent],
  );

  const handleMessage = useCallback(
    (message: Message) => {
      receive(message);
      // Their message arrived: they are no longer typing it.
      if (message.user) typingStopped(message.user.id);
      if (message.user && message.user.id !== account.id && !isSystemMessageType(message.type)) {
        setAnnouncement(
          t('announce.newMessage', { name: fullName(message.user), text: message.text }),
        );
      }
    },
    [receive, account.id, t, typingStopped],
  );
  useDialogRealtime({
    dialogId: dialog.id,
    enabled: dialog.isJoined,
    onMessage: handleMessage,
    onEvent: handlePresence,
    // A message sent between the first page and the subscription going live would otherwise
    // wait for the next one: the second call is the deferred refetch of spec §4 (7 s).
    onSubscribed: () => {
      catchUp();
      catchUp();
    },
  });

  // Spec §4: an archived chat sends its people back to the list.
  useEffect(() => {
    if (!notices.archived) return;
    toast.info(t('archivedNotice.title'));
    void navigate(listPath, { replace: true });
  }, [notices.archived, navigate, listPath, t]);

  return {
    timeline,
    markShown,
    notices,
    online,
    reconnecting,
    announcement,
    timeLimitReached,
    typing: typingPeople.typing,
    onTyping,
  };
}
