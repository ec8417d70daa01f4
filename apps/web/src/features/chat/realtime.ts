import {
  DELIVERED_EVENT,
  TYPING_EVENT,
  dialogEventSchema,
  dialogEventsChannel,
  dialogMessagePayloadSchema,
  dialogMessagesChannel,
  userDialogsChannel,
  userDialogsPayloadSchema,
  type DialogEvent,
  type UserDialogsPayload,
} from '@quad/shared/events';
import type { Message } from '@quad/shared/contracts/dialogs';
import { realtime, type SubscribeOptions } from '../../lib/socket';
import { subscribeParsed } from '../../lib/parsed-channel';

/**
 * The chat's realtime channels (CONTRACT §3). Payloads are parsed with the shared schemas;
 * anything that does not match is dropped rather than trusted.
 */
export function subscribeDialogMessages(
  dialogId: number,
  onMessage: (message: Message) => void,
  options?: SubscribeOptions,
): () => void {
  return subscribeParsed(
    realtime,
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
  return subscribeParsed(realtime, dialogEventsChannel(dialogId), dialogEventSchema, onEvent);
}

/** `{userId}:dialogs:new`: a chat of this person changed, with its new message if any. */
export function subscribeUserDialogs(
  userId: number,
  onChange: (payload: UserDialogsPayload) => void,
): () => void {
  return subscribeParsed(realtime, userDialogsChannel(userId), userDialogsPayloadSchema, onChange);
}

/** "I am typing in this dialog" (the caller throttles); a refusal changes nothing on screen. */
export function emitTyping(dialogId: number): void {
  realtime.request(TYPING_EVENT, { dialogId }).catch(() => undefined);
}

/** "This device received this dialog's messages up to seq": the sender's delivered tick. */
export function emitDelivered(dialogId: number, seq: number): void {
  realtime.request(DELIVERED_EVENT, { dialogId, seq }).catch(() => undefined);
}
