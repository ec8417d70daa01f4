import { messagePageQuery } from '../../features/chat/api/get-messages';
import type { TimelineSource } from '../../features/chat/timeline-source';
import { communityKeys } from '../../features/community/api/community-keys';
import { getMessages, markViewed, sendMessage } from '../../features/community/api/messages';
import { applyCommunityRead, applyCommunitySent } from '../../features/community/lib/unread-cache';
import {
  emitCommunityDelivered,
  emitCommunityTyping,
  reconnectCommunityRealtime,
  subscribeDialogEvents,
  subscribeDialogMessages,
} from '../../features/community/realtime';

/**
 * The community's conversations as a chat timeline source: the chat's paging, catch-up,
 * idempotent sends and read marker over the community routes, and the chat's channels on the
 * community connection (its own token).
 */
export const communityTimelineSource: TimelineSource = {
  messagesKey: (dialogId) => communityKeys.messages(dialogId),
  fetchPage: (request) => getMessages(request.dialogId, messagePageQuery(request), request.signal),
  // The community has one send route for everyone: who may write is the dialog's abilities.
  send: (dialogId, _as, body) => sendMessage(dialogId, body),
  afterSend: applyCommunitySent,
  async markRead(queryClient, dialogId, seq) {
    applyCommunityRead(queryClient, await markViewed(dialogId, seq));
  },
  subscribeMessages: subscribeDialogMessages,
  subscribeEvents: subscribeDialogEvents,
  presence: { typing: emitCommunityTyping, delivered: emitCommunityDelivered },
  reconnect: reconnectCommunityRealtime,
};
