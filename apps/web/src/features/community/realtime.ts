import {
  DELIVERED_EVENT,
  TYPING_EVENT,
  communityUserDialogsChannel,
  dialogEventSchema,
  dialogEventsChannel,
  dialogMessagePayloadSchema,
  dialogMessagesChannel,
  userDialogsPayloadSchema,
  type DialogEvent,
  type UserDialogsPayload,
} from '@quad/shared/events';
import type { Message } from '@quad/shared/contracts/dialogs';
import { communityRealtime, type SubscribeOptions } from '../../lib/socket';
import { subscribeParsed } from '../../lib/parsed-channel';

/**
 * The community's realtime channels: the chat's channel names (CONTRACT §3) on the community's
 * own connection, subscribed with the community token. Payloads are parsed with the shared
 * schemas; anything else is dropped.
 */
export function subscribeDialogMessages(
  dialogId: number,
  onMessage: (message: Message) => void,
  options?: SubscribeOptions,
): () => void {
  return subscribeParsed(
    communityRealtime,
    dialogMessagesChannel(dialogId),
    dialogMessagePayloadSchema,
    onMessage,
    options,
  );
}

export function subscribeDialogEvents(
  dialogId: number,
  onEvent: (event: DialogEvent) => void,
): () => void {
  return subscribeParsed(
    communityRealtime,
    dialogEventsChannel(dialogId),
    dialogEventSchema,
    onEvent,
  );
}

/** `community:{userId}:dialogs:new`: a community conversation of this person changed. */
export function subscribeUserDialogs(
  userId: number,
  onChange: (payload: UserDialogsPayload) => void,
): () => void {
  return subscribeParsed(
    communityRealtime,
    communityUserDialogsChannel(userId),
    userDialogsPayloadSchema,
    onChange,
  );
}

/** "I am typing" in a community conversation, over the community connection (fire and forget). */
export function emitCommunityTyping(dialogId: number): void {
  communityRealtime.request(TYPING_EVENT, { dialogId }).catch(() => undefined);
}

/** "This device received this conversation's messages up to seq": the sender's delivered tick. */
export function emitCommunityDelivered(dialogId: number, seq: number): void {
  communityRealtime.request(DELIVERED_EVENT, { dialogId, seq }).catch(() => undefined);
}

/** Reconnects the community connection with the current community token. */
export function reconnectCommunityRealtime(): void {
  communityRealtime.reconnect();
}
