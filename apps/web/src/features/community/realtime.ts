import { communityUserDialogsChannel } from '@quad/shared/events';
import { communityRealtime } from '../../lib/socket';
import { dialogRealtime } from '../../lib/dialog-realtime';

/**
 * The community's channels: the chat's channel names on the community's own connection,
 * subscribed with the community token; `community:{userId}:dialogs:new` names a person's
 * conversations.
 */
export const {
  subscribeDialogMessages,
  subscribeDialogEvents,
  subscribeUserDialogs,
  emitTyping: emitCommunityTyping,
  emitDelivered: emitCommunityDelivered,
} = dialogRealtime(communityRealtime, communityUserDialogsChannel);

/** Reconnects the community connection with the current community token. */
export function reconnectCommunityRealtime(): void {
  communityRealtime.reconnect();
}
