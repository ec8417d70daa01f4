import {
  DELIVERED_EVENT,
  TYPING_EVENT,
  dialogEventSchema,
  dialogEventsChannel,
  dialogMessagePayloadSchema,
  dialogMessagesChannel,
  userDialogsPayloadSchema,
  type DialogEvent,
  type UserDialogsPayload,
} from '@quad/shared/events';
import type { Message } from '@quad/shared/contracts/dialogs';
import type { createRealtime, SubscribeOptions } from './socket';
import { subscribeParsed } from './parsed-channel';

/**
 * A conversation's realtime channels (CONTRACT §3) on one connection: the chat's or the
 * community's, whose person channel has a name of its own. Payloads are parsed with the shared
 * schemas; anything that does not match is dropped rather than trusted.
 */
export function dialogRealtime(
  connection: ReturnType<typeof createRealtime>,
  userDialogsChannel: (userId: number) => string,
) {
  return {
    subscribeDialogMessages(
      dialogId: number,
      onMessage: (message: Message) => void,
      options?: SubscribeOptions,
    ): () => void {
      return subscribeParsed(
        connection,
        dialogMessagesChannel(dialogId),
        dialogMessagePayloadSchema,
        onMessage,
        options,
      );
    },

    subscribeDialogEvents(dialogId: number, onEvent: (event: DialogEvent) => void): () => void {
      return subscribeParsed(connection, dialogEventsChannel(dialogId), dialogEventSchema, onEvent);
    },

    /** A conversation of this person changed, with its new message if any. */
    subscribeUserDialogs(
      userId: number,
      onChange: (payload: UserDialogsPayload) => void,
    ): () => void {
      return subscribeParsed(
        connection,
        userDialogsChannel(userId),
        userDialogsPayloadSchema,
        onChange,
      );
    },

    /** "I am typing in this dialog" (the caller throttles); a refusal changes nothing on screen. */
    emitTyping(dialogId: number): void {
      connection.request(TYPING_EVENT, { dialogId }).catch(() => undefined);
    },

    /** "This device received this dialog's messages up to seq": the sender's delivered tick. */
    emitDelivered(dialogId: number, seq: number): void {
      connection.request(DELIVERED_EVENT, { dialogId, seq }).catch(() => undefined);
    },
  };
}
