import type { NotFoundSubject } from '@quad/shared/errors';
import { ROLES } from '@quad/shared/roles';
import type { DialogsContext } from './dialogs.context';
import type { Actor } from '../../core/auth/tokens';
import { authorizeVisible } from '../../core/auth/policy';
import { commit } from '../../core/db/transaction';
import { enqueueEvents } from '../../core/events/outbox';
import { BadRequestError } from '../../core/errors/app-error';
import { userDialogsChannel } from '@quad/shared/events';
import { nameOf } from './dialog-actions.service';
import { openDialog } from './dialog-access';
import { loadDialogDetail, type DialogView } from './dialog-views';
import { isActiveMember } from './dialogs.policy';
import { findMembership, updateDialog, updateMember, type MemberRow } from './dialogs.repository';
import { dialogStateEvent, evictFromDialog } from './realtime-channels';
import { SYSTEM_TEXTS, appendSystemMessage, fullName } from './system-messages';
import { findLiveAccount } from './dialog-people.repository';
import { problem } from '../../core/errors/problems';

/** The active member with this role, or a 404 naming what was looked for. */
async function memberWithRole(
  ctx: DialogsContext,
  dialogId: number,
  accountId: number,
  role: string,
  what: NotFoundSubject,
): Promise<MemberRow> {
  const member = await findMembership(ctx.db, dialogId, accountId);
  authorizeVisible(member?.roleKey === role && isActiveMember(member), what);
  return member;
}

/** Blocks or unblocks a prospect (isProspectBlocked); a blocked prospect reads but cannot write. */
export async function blockProspect(
  ctx: DialogsContext,
  actor: Actor,
  dialogId: number,
  input: { prospect_id: number; isProspectBlocked: boolean },
): Promise<DialogView> {
  const db = ctx.db;
  const { dialog } = await openDialog(db, actor, dialogId, 'dialog:moderate');
  const member = await memberWithRole(ctx, dialogId, input.prospect_id, ROLES.prospect, 'prospect');
  if (member.isBlocked !== input.isProspectBlocked) {
    await commit(db, ctx.after, async (tx) => {
      await updateMember(tx, dialogId, input.prospect_id, { isBlocked: input.isProspectBlocked });
      await enqueueEvents(tx, [
        dialogStateEvent(
          input.isProspectBlocked
            ? {
                type: 'prospectBlocked',
                dialogId,
                prospectId: input.prospect_id,
                isProspectBlocked: true,
              }
            : {
                type: 'prospectUnblocked',
                dialogId,
                prospectId: input.prospect_id,
                isProspectBlocked: false,
              },
        ),
      ]);
    });
  }
  return loadDialogDetail(db, dialog, actor);
}

/**
 * Removes an ambassador from a conversation. They hear 'You have been removed from
 * conversation' with the remover's name (the ambassadorDetached event), then their sockets
 * leave the dialog's channels.
 */
export async function detachAmbassador(
  ctx: DialogsContext,
  actor: Actor,
  dialogId: number,
  userId: number,
): Promise<DialogView> {
  const db = ctx.db;
  const { dialog } = await openDialog(db, actor, dialogId, 'dialog:moderate');
  if (userId === actor.id) {
    throw new BadRequestError(problem('leaveWithExit'));
  }
  await memberWithRole(ctx, dialogId, userId, ROLES.ambassador, 'ambassador');
  const removed = await findLiveAccount(db, userId);
  const by = await nameOf(ctx, actor);
  await commit(db, ctx.after, async (tx) => {
    await updateMember(tx, dialogId, userId, { isDetached: true, detachedBy: actor.id });
    const { message, events } = await appendSystemMessage(tx, ctx.storage, dialogId, {
      type: '4',
      text: SYSTEM_TEXTS.removed(by, removed ? fullName(removed) : 'an ambassador'),
      data: {
        event: 'removed',
        userId,
        removedBy: actor.id,
        byName: by,
        ...(removed ? { whomNames: [fullName(removed)] } : {}),
      },
    });
    await enqueueEvents(tx, [
      ...events,
      dialogStateEvent({
        type: 'ambassadorDetached',
        dialogId,
        userId,
        removedBy: { id: actor.id, name: by },
      }),
      dialogStateEvent({ type: 'dialogEdited', dialogId }),
      { channel: userDialogsChannel(userId), payload: { dialog_id: dialogId, message } },
    ]);
  });
  await evictFromDialog(ctx.realtime, dialogId, userId);
  return loadDialogDetail(db, dialog, actor);
}

/** An admin stops an ambassador writing in a conversation, or lets them again. */
export async function setAmbassadorStatus(
  ctx: DialogsContext,
  actor: Actor,
  dialogId: number,
  input: { user_id: number; is_enabled: boolean },
): Promise<DialogView> {
  const db = ctx.db;
  const { dialog } = await openDialog(db, actor, dialogId, 'dialog:manageAmbassadors');
  const member = await memberWithRole(ctx, dialogId, input.user_id, ROLES.ambassador, 'ambassador');
  if (member.isDisabled === !input.is_enabled) return loadDialogDetail(db, dialog, actor);
  await commit(db, ctx.after, async (tx) => {
    await updateMember(tx, dialogId, input.user_id, {
      isDisabled: !input.is_enabled,
      disabledReason: input.is_enabled ? null : 'disabledByAdmin',
    });
    await enqueueEvents(tx, [
      dialogStateEvent(
        input.is_enabled
          ? { type: 'ambassadorEnabled', dialogId, userId: input.user_id }
          : {
              type: 'ambassadorDisabled',
              dialogId,
              userId: input.user_id,
              reason: 'disabledByAdmin',
            },
      ),
    ]);
  });
  return loadDialogDetail(db, dialog, actor);
}

/** Archives a conversation (clients go back to the dialog list) or brings it back. */
export async function toggleArchive(
  ctx: DialogsContext,
  actor: Actor,
  dialogId: number,
): Promise<DialogView> {
  const db = ctx.db;
  const { dialog } = await openDialog(db, actor, dialogId, 'dialog:archive');
  const updated = await commit(db, ctx.after, async (tx) => {
    const row = await updateDialog(tx, dialogId, { archived: !dialog.archived });
    await enqueueEvents(tx, [
      dialogStateEvent({ type: row.archived ? 'archived' : 'unarchived', dialogId }),
    ]);
    return row;
  });
  return loadDialogDetail(db, updated, actor);
}
