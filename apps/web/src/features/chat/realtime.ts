import { userDialogsChannel } from '@quad/shared/events';
import { realtime } from '../../lib/socket';
import { dialogRealtime } from '../../lib/dialog-realtime';

/** The chat's channels on the app's connection; `{userId}:dialogs:new` names a person's chats. */
export const {
  subscribeDialogMessages,
  subscribeDialogEvents,
  subscribeUserDialogs,
  emitTyping,
  emitDelivered,
} = dialogRealtime(realtime, userDialogsChannel);
