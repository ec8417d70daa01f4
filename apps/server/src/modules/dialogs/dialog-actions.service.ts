import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';
import {
  type AfterDialogReport,
  type ProspectFeedback,
} from '@quad/shared/contracts/dialog-actions';
import { ROLES, type RoleKey } from '@quad/shared/roles';
import type { DialogsContext } from './dialogs.context';
import type { Actor } from '../../core/auth/tokens';
import { authorizeVisible } from '../../core/auth/policy';
import { commit } from '../../core/db/transaction';
import { enqueueEvents } from '../../core/events/outbox';
import { BadRequestError, ForbiddenError, ValidationError } from '../../core/errors/app-error';
import { findAccounts, findLiveAccount } from './dialog-people.repository';
import { assertNotArchived, openDialog, widgetChat, type ChatRealm } from './dialog-access';
import { loadDialogDetail, type DialogView } from './dialog-views';
import {
  activateMembers,
  findMembership,
  insertFeedback,
  updateDialog,
  updateMember,
} from './dialogs.repository';
import { dialogStateEvent, evictFromDialog, userDialogNudge } from './realtime-channels';
import { SYSTEM_TEXTS, appendSystemMessage, fullName } from './system-messages';
import { problem } from '../../core/errors/problems';

/** The caller's name as system messages write it. */
export async function nameOf(ctx: DialogsContext, actor: Actor): Promise<string> {
  const account = await findLiveAccount(ctx.db, actor.id);
  return account ? fullName(account) : 'Someone';
}

/**
 * A prospect flags their conversation with a reason ('Conversation status has been changed!') and
 * may block it too: then it closes so that only an admin reopens it. What the ambassador learns is
 * limited on purpose: never that it was reported, by whom or why (the presenter hides the flag
 * from them); a block reaches them as a closed conversation with a message that names nobody.
 */
export async function reportDialog(
  ctx: DialogsContext,
  actor: Actor,
  dialogId: number,
  input: { reported_reason: string; block?: boolean | undefined },
): Promise<DialogView> {
  const db = ctx.db;
  const { dialog: before } = await openDialog(db, actor, dialogId, 'dialog:report');
  const blocking = input.block === true && !before.closed;
  const dialog = await commit(db, ctx.after, async (tx) => {
    const row = await updateDialog(tx, dialogId, {
      reported: true,
      reportedReason: input.reported_reason,
      ...(blocking ? { closed: true, adminClosed: true, autoClose: false } : {}),
    });
    if (blocking) {
      const { events } = await appendSystemMessage(tx, ctx.storage, dialogId, {
        type: '5',
        text: SYSTEM_TEXTS.closedForSafety(),
        data: { event: 'closed', blockedByProspect: true },
      });
      await enqueueEvents(tx, [
        ...events,
        dialogStateEvent({ type: 'closed', dialogId, admin_closed: true }),
      ]);
    }
    return row;
  });
  return loadDialogDetail(db, dialog, actor);
}

/**
 * Closes an open conversation or reopens a closed one, with a '5' or '6' message and the
 * closed/opened event. A conversation an admin closed only an admin reopens. Serves both
 * PUT …/close/toggle and the ambassadors' own …/close/ambassadorToggle.
 */
export async function toggleClose(
  ctx: DialogsContext,
  actor: Actor,
  dialogId: number,
  options: { autoClose?: boolean | undefined },
): Promise<DialogView> {
  const db = ctx.db;
  const { dialog } = await openDialog(db, actor, dialogId, 'dialog:close');
  assertNotArchived(dialog);
  const isAdmin = actor.role === ROLES.admin;
  if (dialog.closed && dialog.adminClosed && !isAdmin) {
    throw new ForbiddenError('admin_closed_conversation');
  }
  const name = await nameOf(ctx, actor);
  const updated = await commit(db, ctx.after, async (tx) => {
    const closing = !dialog.closed;
    const row = await updateDialog(tx, dialog.id, {
      closed: closing,
      adminClosed: closing && isAdmin,
      autoClose: closing && options.autoClose === true,
    });
    const { events } = await appendSystemMessage(tx, ctx.storage, dialog.id, {
      type: closing ? '5' : '6',
      text: closing
        ? options.autoClose
          ? SYSTEM_TEXTS.closedAutomatically()
          : SYSTEM_TEXTS.closed(name)
        : SYSTEM_TEXTS.opened(name),
      data: {
        event: closing ? 'closed' : 'opened',
        userId: actor.id,
        byName: name,
        ...(closing && options.autoClose ? { automatic: true } : {}),
      },
    });
    await enqueueEvents(tx, [
      ...events,
      dialogStateEvent(
        closing
          ? { type: 'closed', dialogId: dialog.id, admin_closed: row.adminClosed }
          : { type: 'opened', dialogId: dialog.id },
      ),
    ]);
    return row;
  });
  return loadDialogDetail(db, updated, actor);
}

/** A prospect's marks after a conversation (`user_mark`, `university_mark`). */
export async function afterDialogReport(
  ctx: DialogsContext,
  actor: Actor,
  dialogId: number,
  marks: AfterDialogReport,
): Promise<DialogView> {
  const db = ctx.db;
  await openDialog(db, actor, dialogId, 'dialog:report');
  const dialog = await commit(db, ctx.after, async (tx) => {
    await insertFeedback(tx, {
      dialogId,
      authorAccountId: actor.id,
      kind: 'after_report',
      userMark: marks.user_mark,
      universityMark: marks.university_mark,
    });
    return updateDialog(tx, dialogId, {
      feedback: { user_mark: marks.user_mark, university_mark: marks.university_mark },
    });
  });
  return loadDialogDetail(db, dialog, actor);
}

/** General feedback about a conversation from one of its members. */
export async function sendFeedback(
  ctx: DialogsContext,
  actor: Actor,
  input: { dialog_id: number; comments: string; score?: number | undefined },
) {
  const db = ctx.db;
  await openDialog(db, actor, input.dialog_id, 'dialog:feedback');
  return insertFeedback(db, {
    dialogId: input.dialog_id,
    authorAccountId: actor.id,
    kind: 'general',
    score: input.score ?? null,
    comments: input.comments,
  });
}

/** An ambassador (or admin) scores the prospect of a conversation. */
export async function sendProspectFeedback(
  ctx: DialogsContext,
  actor: Actor,
  dialogId: number,
  input: ProspectFeedback,
) {
  const db = ctx.db;
  await openDialog(db, actor, dialogId, 'dialog:prospectFeedback');
  const prospect = await findMembership(db, dialogId, input.prospect_id);
  authorizeVisible(prospect?.roleKey === ROLES.prospect, 'prospect');
  return insertFeedback(db, {
    dialogId,
    authorAccountId: actor.id,
    kind: 'prospect',
    prospectId: input.prospect_id,
    score: input.score,
    comments: input.comments,
  });
}

const INVITABLE_TYPES: ReadonlySet<number> = new Set([
  DIALOG_TYPES.individual,
  DIALOG_TYPES.groupChat,
  DIALOG_TYPES.forum,
]);

/**
 * Invites ambassadors or admins of the dialog's university. Newcomers get a '4' message, the
 * members list changes ('Your chat has been edited') and each invitee hears of the dialog.
 */
export async function inviteUsers(
  ctx: DialogsContext,
  actor: Actor,
  dialogId: number,
  userIds: number[],
  role: Extract<RoleKey, 'univercity-student' | 'univercity-admin'>,
): Promise<DialogView> {
  const db = ctx.db;
  const { dialog } = await openDialog(db, actor, dialogId, 'dialog:invite');
  assertNotArchived(dialog);
  if (!INVITABLE_TYPES.has(dialog.type)) {
    throw new BadRequestError(problem('noInvitesHere'));
  }
  const found = await findAccounts(db, userIds);
  const what = role === ROLES.admin ? 'an admin' : 'an ambassador';
  const problems = userIds.flatMap((id, index) => {
    const account = found.get(id);
    const fits =
      account !== undefined &&
      account.deletedAt === null &&
      account.isEnabled &&
      account.roleKey === role &&
      account.universityId === dialog.universityId;
    return fits
      ? []
      : [{ path: `body.users.${index}`, message: `${id} is not ${what} of this university` }];
  });
  if (problems.length > 0) throw new ValidationError(problems);
  const invitees = userIds.map((id) => found.get(id)).filter((account) => account !== undefined);
  const by = await nameOf(ctx, actor);
  await commit(db, ctx.after, async (tx) => {
    const added = await activateMembers(tx, dialog.id, invitees);
    if (added.length === 0) return;
    const names = invitees.filter((a) => added.includes(a.id)).map((a) => fullName(a));
    const { events } = await appendSystemMessage(tx, ctx.storage, dialog.id, {
      type: '4',
      text: SYSTEM_TEXTS.invited(by, names),
      data: { event: 'invited', userId: actor.id, userIds: added, byName: by, whomNames: names },
    });
    await enqueueEvents(tx, [
      ...events,
      dialogStateEvent({ type: 'dialogEdited', dialogId: dialog.id }),
      ...added.map((id) => userDialogNudge(id, dialog.id)),
    ]);
  });
  return loadDialogDetail(db, dialog, actor);
}

/** The caller leaves a conversation; their sockets stop hearing it. */
export async function exitDialog(
  ctx: DialogsContext,
  actor: Actor,
  dialogId: number,
  realm: ChatRealm = widgetChat,
): Promise<number> {
  const db = ctx.db;
  await realm.open(db, actor, dialogId, 'dialog:leave');
  const name = await nameOf(ctx, actor);
  await commit(db, ctx.after, async (tx) => {
    await updateMember(tx, dialogId, actor.id, { leftAt: new Date() });
    const { events } = await appendSystemMessage(tx, ctx.storage, dialogId, {
      type: '4',
      text: SYSTEM_TEXTS.left(name),
      data: { event: 'left', userId: actor.id, byName: name },
    });
    await enqueueEvents(tx, [...events, dialogStateEvent({ type: 'dialogEdited', dialogId })]);
  });
  await evictFromDialog(ctx.realtime, dialogId, actor.id);
  return dialogId;
}
