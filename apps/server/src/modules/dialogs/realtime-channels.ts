import type { FastifyInstance } from 'fastify';
import type { MemberReceipt, Message } from '@quad/shared/contracts/dialogs';
import {
  dialogEventsChannel,
  dialogMessagesChannel,
  userDialogsChannel,
  type DialogEvent,
  type UserDialogsPayload,
} from '@quad/shared/events';
import type { Actor } from '../../core/auth/tokens';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/errors/app-error';
import type { OutboxEvent } from '../../core/events/outbox';
import type { Realtime } from '../../core/realtime/realtime';
import { widgetChat, type ChatRealm } from './dialog-access';
import { findDialog } from './dialogs.repository';

/** The realms whose dialogs each app's dialog channels serve (the community adds its own). */
const realmsOf = new WeakMap<Realtime, ChatRealm[]>();

/**
 * Whether an actor may hear a dialog's channels: someone who may read it, in a session of the
 * dialog's own area (a widget socket never hears a community conversation, nor the reverse).
 */
export async function mayListen(
  db: Db,
  realms: readonly ChatRealm[],
  actor: Actor | null,
  dialogId: number,
): Promise<boolean> {
  if (!actor) return false;
  const dialog = await findDialog(db, dialogId);
  const realm = dialog ? realms.find((candidate) => candidate.owns(dialog)) : undefined;
  if (!realm || realm.audience !== actor.audience) return false;
  try {
    await realm.open(db, actor, dialogId, 'dialog:read');
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** Registers who may subscribe to `dialogs:{id}:messages:new` and `dialogs:{id}:events`. */
export function registerDialogChannels(app: FastifyInstance): void {
  const { realtime, database } = app.ctx;
  const realms = [widgetChat];
  realmsOf.set(realtime, realms);
  realtime.authorize('dialogMessages', (actor, channel) =>
    mayListen(database.db, realms, actor, channel.dialogId),
  );
  realtime.authorize('dialogEvents', (actor, channel) =>
    mayListen(database.db, realms, actor, channel.dialogId),
  );
}

/** The realms whose dialogs this app's dialog channels serve. */
export function dialogRealms(realtime: Realtime): readonly ChatRealm[] {
  const realms = realmsOf.get(realtime);
  if (!realms) throw new Error('the dialogs module registers the dialog channels first');
  return realms;
}

/** Lets another area's dialogs (the community's) be heard on the same dialog channels. */
export function addDialogChannelRealm(realtime: Realtime, realm: ChatRealm): void {
  const realms = realmsOf.get(realtime);
  if (!realms) throw new Error('the dialogs module registers the dialog channels first');
  if (!realms.includes(realm)) realms.push(realm);
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

/** A member's delivered and read positions on `dialogs:{id}:events` (the others' ticks). */
export function receiptEvent(dialogId: number, receipt: MemberReceipt): OutboxEvent {
  return dialogStateEvent({
    type: 'receipt',
    dialogId,
    userId: receipt.user_id,
    last_delivered_seq: receipt.last_delivered_seq,
    last_read_seq: receipt.last_read_seq,
  });
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
