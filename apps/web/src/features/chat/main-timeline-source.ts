import { dialogKeys } from './api/dialog-keys';
import { getMessages } from './api/get-messages';
import { markRead } from './api/mark-read';
import { sendMessage } from './api/send-message';
import { applyReadState, applySentMessage } from './lib/unread-cache';
import {
  emitDelivered,
  emitTyping,
  subscribeDialogEvents,
  subscribeDialogMessages,
} from './realtime';
import { realtime } from '../../lib/socket';
import type { TimelineSource } from './timeline-source';

/** The widget's chats: the interactionSite routes and the main realtime connection. */
export const mainTimelineSource: TimelineSource = {
  messagesKey: (dialogId) => dialogKeys.messages(dialogId),
  fetchPage: getMessages,
  send: sendMessage,
  afterSend(queryClient, message) {
    // One's own chat list shows the reply at once, not after the list's next refetch.
    if (!applySentMessage(queryClient, message)) {
      void queryClient.invalidateQueries({ queryKey: dialogKeys.lists() });
    }
  },
  async markRead(queryClient, dialogId, seq) {
    applyReadState(queryClient, await markRead(dialogId, seq));
  },
  subscribeMessages: subscribeDialogMessages,
  subscribeEvents: subscribeDialogEvents,
  presence: { typing: emitTyping, delivered: emitDelivered },
  reconnect: () => realtime.reconnect(),
};
