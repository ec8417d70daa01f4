import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { THROTTLE_MS } from '@quad/shared/limits';
import type { ParsedBase } from '@quad/shared/rules/base-path';
import type { UserDialogsPayload } from '@quad/shared/events';
import { dialogKeys } from '../api/dialog-keys';
import { flattenDialogs, updateDialogInList, type DialogsData } from '../api/get-dialogs';
import { showChatNotification } from '../lib/desktop-notification';
import { notificationContent, shouldNotify } from '../lib/notification-rules';
import { applyReadState } from '../lib/unread-cache';
import { subscribeUserDialogs } from '../realtime';
import { isPageVisible } from '../../../lib/use-page-visible';
import { isWindowFocused } from './use-read-marker';
import { useThrottledCallback } from './use-throttled-callback';
import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';

type Options = {
  accountId: number | null;
  base: ParsedBase;
  /** The chat on screen, if any. */
  viewingDialogId: number | null;
  openDialog: (dialogId: number) => void;
};

// Mounted by the chat screens and, app-wide, by ChatNotifier: only the first mounted handles
// events, so counts go up once and each message notifies once.
const handlers: object[] = [];

/**
 * The signed-in person's channel `{userId}:dialogs:new`: moves the chat up the list with its new
 * message and unread count at once, refreshes the list and the counter within the spec §4
 * throttle (20 s, deferred 21 s), and raises a desktop notification when the rules say so.
 */
export function useUserDialogsRealtime({ accountId, base, viewingDialogId, openDialog }: Options) {
  const queryClient = useQueryClient();

  const refreshList = useThrottledCallback(
    () => {
      void queryClient.invalidateQueries({ queryKey: dialogKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: dialogKeys.unreadCounter() });
    },
    { intervalMs: THROTTLE_MS.dialogList, deferredMs: THROTTLE_MS.dialogListDeferred },
  );

  const [self] = useState(() => ({}));
  const handleChange = useEffectEvent((payload: UserDialogsPayload) => {
    if (handlers[0] !== self) return;
    const { dialog_id: dialogId, message } = payload;
    // Read on this or another device: the server's counts, for the list and the header alike.
    if (payload.read) {
      applyReadState(queryClient, payload.read);
      return;
    }
    // Someone looking at the open chat reads the message there (and the read sets the counts).
    const viewing = isWindowFocused() && viewingDialogId === dialogId;
    const fromOther = message !== null && message.user?.id !== accountId;
    queryClient.setQueryData<DialogsData>(dialogKeys.list(base), (data) =>
      updateDialogInList(
        data,
        dialogId,
        (dialog) => ({
          ...dialog,
          last_message: message ?? dialog.last_message,
          last_activity: message?.created_at ?? dialog.last_activity,
          new_messages: dialog.new_messages + (fromOther && !viewing ? 1 : 0),
        }),
        { moveToTop: message !== null },
      ),
    );
    if (fromOther && !viewing) {
      queryClient.setQueryData<number>(dialogKeys.unreadCounter(), (total) =>
        total === undefined ? total : total + 1,
      );
    }
    const listed = flattenDialogs(queryClient.getQueryData(dialogKeys.list(base))).some(
      (dialog) => dialog.id === dialogId,
    );
    // A chat new to this list (a prospect's first message) shows at once; others within the
    // list throttle.
    if (!listed && message !== null) {
      void queryClient.invalidateQueries({ queryKey: dialogKeys.lists() });
    }
    refreshList();

    if (!message || accountId === null) return;
    const notify = shouldNotify(message, {
      accountId,
      viewingDialogId,
      pageVisible: isPageVisible(),
    });
    if (!notify) return;
    const dialog = flattenDialogs(queryClient.getQueryData(dialogKeys.list(base))).find(
      (each) => each.id === dialogId,
    );
    const groupName = dialog && dialog.type !== DIALOG_TYPES.individual ? dialog.name : null;
    showChatNotification({ ...notificationContent(message, groupName), dialogId }, openDialog);
  });

  useEffect(() => {
    if (accountId === null) return;
    handlers.push(self);
    const stop = subscribeUserDialogs(accountId, (payload) => handleChange(payload));
    return () => {
      stop();
      handlers.splice(handlers.indexOf(self), 1);
    };
  }, [accountId, self]);
}
