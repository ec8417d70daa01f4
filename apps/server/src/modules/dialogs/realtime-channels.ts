import type { FastifyInstance } from 'fastify';
import type { Message } from '@quad/shared/contracts/dialogs';
import {
  dialogEventsChannel,
  dialogMessagesChannel,
  userDialogsChannel,
  type DialogEvent,
  type UserDialogsPayload,
} from '@quad/shared/events';
import type { Actor } from '../../core/auth/tokens';
import type { Db } from '../../core/db/client';
import type { OutboxEvent } from '../../core/events/outbox';
import type { Realtime } from '../../core/realtime/realtime';
import { can } from './dialogs.policy';
import { findDialog, findMembership } from './dialogs.repository';

/** Whether an actor may hear a dialog's channels: its active members and its university's admins. */
export async function mayListen(db: Db, actor: Actor | null, dialogId: number): Promise<boolean> {
  if (!actor) return false;
  const dialog = await findDialog(db, dialogId);
  if (!dialog) return false;
  const membership = await findMembership(db, dialogId, actor.id);
  return can(actor, 'dialog:read', { dialog, membership });
}

/** Registers who may subscribe to `dialogs:{id}:messages:new` and `dialogs:{id}:events`. */
export function registerDialogChannels(app: FastifyInstance): void {
  const { realtime, database } = app.ctx;
  realtime.authorize('dialogMessages', (actor, channel) =>
    mayListen(database.db, actor, channel.dialogId),
  );
  realtime.authorize('dialogEvents', (actor, channel) =>
    mayListen(database.db, actor, channel.dialogId),
  );
}

/** A new message on the dialog's channel, minus the sender's socket (CONTRACT §3 socketId). */
export function newMessageEvent(message: Message, exceptSocketId?: string): OutboxEvent {
  return { channel: dialogMessagesChannel(message.dialog_id), payload: message, exceptSocketId };
}

/** What each other member hears on their own `{userId}:dialogs:new` channel. */
export function personalMessagePayload(message: Message): UserDialogsPayload {
  return { dialog_id: message.dialog_id, message };
}

/** A state change on `dialogs:{id}:events`. */
export function dialogStateEvent(event: DialogEvent): OutboxEvent {
  return { channel: dialogEventsChannel(event.dialogId), payload: event };
}

/** A nudge on a user's own channel that a dialog of theirs changed (no message). */
export function userDialogNudge(userId: number, dialogId: number): OutboxEvent {
  const payload: UserDialogsPayload = { dialog_id: dialogId, message: null };
  return { channel: userDialogsChannel(userId), payload };
}

/**
 * Takes someone who left or was removed out of the dialog's channels on every node, so an open
 * socket stops hearing a conversation its owner no longer belongs to. Runs after the commit
 * (and after the event telling them), so they still learn they were removed.
 */
export async function evictFromDialog(
  realtime: Realtime,
  dialogId: number,
  accountId: number,
): Promise<void> {
  // Through the account's own room: every node takes its sockets out, no socket list to fetch.
  realtime.evict(accountId, [dialogMessagesChannel(dialogId), dialogEventsChannel(dialogId)]);
}
