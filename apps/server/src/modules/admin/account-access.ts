import { ROLES } from '@quad/shared/roles';
import type { Tx } from '../../core/db/transaction';
import { enqueueEvents, type OutboxEvent } from '../../core/events/outbox';
import { revokeAccountTokens } from '../accounts/refresh-tokens.repository';
import { dialogStateEvent } from '../dialogs/realtime-channels';
import { findOpenDialogIdsOf, updateEnabled } from './people.repository';

function eventFor(
  dialogId: number,
  account: { id: number; roleKey: string },
  isEnabled: boolean,
): OutboxEvent {
  if (account.roleKey === ROLES.prospect) {
    // A prospect's account-wide block is not a per-dialog block: the members list changed.
    return dialogStateEvent({ type: 'dialogEdited', dialogId });
  }
  return dialogStateEvent(
    isEnabled
      ? { type: 'ambassadorEnabled', dialogId, userId: account.id }
      : { type: 'ambassadorDisabled', dialogId, userId: account.id, reason: 'disabledByAdmin' },
  );
}

/**
 * Disables or enables an account inside the caller's transaction. Disabling revokes every
 * sign-in of the account (hand the answer to `after.sessions.revoked` once committed) and tells
 * each dialog it is in, through the outbox; enabling tells the dialogs too.
 */
export async function setAccountEnabled(
  tx: Tx,
  account: { id: number; roleKey: string },
  isEnabled: boolean,
): Promise<{ revoked: string[] }> {
  await updateEnabled(tx, account.id, isEnabled);
  const revoked = isEnabled ? [] : await revokeAccountTokens(tx, account.id);
  const dialogIds = await findOpenDialogIdsOf(tx, account.id);
  await enqueueEvents(
    tx,
    dialogIds.map((dialogId) => eventFor(dialogId, account, isEnabled)),
  );
  return { revoked };
}
