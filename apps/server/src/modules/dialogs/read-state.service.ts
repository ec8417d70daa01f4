import type { ReadState } from '@quad/shared/contracts/dialogs';
import type { UserDialogsPayload } from '@quad/shared/events';
import type { DialogsContext } from './dialogs.context';
import type { Actor } from '../../core/auth/tokens';
import { commit } from '../../core/db/transaction';
import { enqueueEvents } from '../../core/events/outbox';
import { widgetChat, type ChatRealm } from './dialog-access';
import { unreadTotal } from './dialog-lists.repository';
import { isActiveMember } from './dialogs.policy';
import { markRead } from './messages.repository';
import { findReceipt, keepsReceipts } from './receipts.repository';
import { receiptEvent } from './realtime-channels';

/**
 * Marks a dialog read up to the newest message the member was shown in a focused window: the
 * one read position both the chat list and the header count come from. Their other devices
 * hear the new counts on the member's own channel, and everyone in the dialog hears the member's
 * new receipt on its events channel; the total counts the realm's dialogs only. A reader who is not a member (an admin
 * looking in) has no read position and nothing changes.
 */
export async function markDialogRead(
  ctx: DialogsContext,
  actor: Actor,
  dialogId: number,
  seq: number,
  realm: ChatRealm = widgetChat,
): Promise<ReadState> {
  const db = ctx.db;
  const { dialog, membership } = await realm.open(db, actor, dialogId, 'dialog:read');
  if (!membership || !isActiveMember(membership)) {
    return {
      dialog_id: dialog.id,
      last_read_seq: 0,
      new_messages: 0,
      total: await unreadTotal(db, actor.id, realm),
    };
  }
  return commit(db, ctx.after, async (tx) => {
    const lastReadSeq = (await markRead(tx, dialog.id, actor.id, seq)) ?? membership.lastReadSeq;
    const state: ReadState = {
      dialog_id: dialog.id,
      last_read_seq: lastReadSeq,
      new_messages: Math.max(0, dialog.lastSeq - lastReadSeq),
      total: await unreadTotal(tx, actor.id, realm),
    };
    if (lastReadSeq > membership.lastReadSeq) {
      const payload: UserDialogsPayload = { dialog_id: dialog.id, message: null, read: state };
      const receipt = (await keepsReceipts(tx, dialog.id))
        ? await findReceipt(tx, dialog.id, actor.id)
        : undefined;
      await enqueueEvents(tx, [
        { channel: realm.personalChannel(actor.id), payload },
        // The other members' ticks: their messages up to here were read.
        ...(receipt ? [receiptEvent(dialog.id, receipt)] : []),
      ]);
    }
    return state;
  });
}
