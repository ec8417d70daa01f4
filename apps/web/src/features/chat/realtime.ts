import {
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

/**
 * The chat's realtime channels (CONTRACT §3). Payloads are parsed with the shared schemas;
 * anything that does not match is dropped rather than trusted.
 */
export function subscribeDialogMessages(
  dialogId: number,
  onMessage: (message: Message) => void,
  options?: SubscribeOptions,
): () => void {
  return realtime.subscribe(
    dialogMessagesChannel(dialogId),
    (payload) => {
      const parsed = dialogMessagePayloadSchema.safeParse(payload);
      if (parsed.success) onMessage(parsed.data);
    },
    options,
  );
}

export function subscribeDialogEvents(
  dialogId: number,
  onEvent: (event: DialogEvent) => void,
): () => void {
  return realtime.subscribe(dialogEventsChannel(dialogId), (payload) => {
    const parsed = dialogEventSchema.safeParse(payload);
    if (parsed.success) onEvent(parsed.data);
  });
}

/** `{userId}:dialogs:new`: a chat of this person changed, with its new message if any. */
export function subscribeUserDialogs(
  userId: number,
  onChange: (payload: UserDialogsPayload) => void,
): () => void {
  return realtime.subscribe(userDialogsChannel(userId), (payload) => {
    const parsed = userDialogsPayloadSchema.safeParse(payload);
    if (parsed.success) onChange(parsed.data);
  });
}
