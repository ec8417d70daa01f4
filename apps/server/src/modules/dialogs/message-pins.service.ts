import { MESSAGE_TYPES } from '@quad/shared/contracts/dialogs';
import type { DialogsContext } from './dialogs.context';
import type { Actor } from '../../core/auth/tokens';
import { authorizeVisible } from '../../core/auth/policy';
import { commit } from '../../core/db/transaction';
import { enqueueEvents } from '../../core/events/outbox';
import { BadRequestError } from '../../core/errors/app-error';
import { openDialog } from './dialog-access';
import { loadMessageView } from './message-views';
import { presentMessage, type MessageView } from './messages.presenter';
import { findMessage, setPinned } from './messages.repository';
import { dialogStateEvent } from './realtime-channels';
import { problem } from '../../core/errors/problems';

const PINNABLE: ReadonlySet<string> = new Set([MESSAGE_TYPES.text, MESSAGE_TYPES.autotext]);

/**
 * An ambassador of the chat or an admin of its university pins a message to the top of the
 * chat, or unpins it. Everyone in the chat hears it (messagePinned, with the message as every
 * reader may see it). Pinning what is already pinned changes and announces nothing.
 */
export async function pinMessage(
  ctx: DialogsContext,
  actor: Actor,
  dialogId: number,
  messageId: number,
  isPinned: boolean,
): Promise<MessageView> {
  const db = ctx.db;
  const { dialog } = await openDialog(db, actor, dialogId, 'dialog:moderate');
  const message = await findMessage(db, messageId);
  authorizeVisible(message?.dialogId === dialog.id && message.deletedAt === null, 'message');
  if (!PINNABLE.has(message.type)) {
    throw new BadRequestError(problem('pinPeopleMessages'), [
      { path: 'params.messageId', message: 'is a message the chat wrote itself' },
    ]);
  }
  if (message.isPinned === isPinned) return loadMessageView(db, message);
  return commit(db, ctx.after, async (tx) => {
    const view = await loadMessageView(tx, await setPinned(tx, message.id, isPinned));
    await enqueueEvents(tx, [
      dialogStateEvent({
        type: 'messagePinned',
        dialogId: dialog.id,
        messageId: message.id,
        is_pinned: isPinned,
        message: presentMessage(view, { mask: true, storage: ctx.storage }),
      }),
    ]);
    return view;
  });
}
