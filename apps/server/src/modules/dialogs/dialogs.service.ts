import {
  CHAT_BOX_DIALOGS,
  CHAT_BOX_MESSAGES,
  DIALOG_TYPES,
  type DialogsListQuery,
} from '@quad/shared/contracts/dialogs';
import { ROLES } from '@quad/shared/roles';
import type { DialogsContext } from './dialogs.context';
import type { Actor } from '../../core/auth/tokens';
import { authorizeVisible } from '../../core/auth/policy';
import { commit } from '../../core/db/transaction';
import { enqueueEvents } from '../../core/events/outbox';
import { ERROR_CODES } from '@quad/shared/errors';
import { ConflictError, ForbiddenError } from '../../core/errors/app-error';
import {
  listMemberDialogs,
  listProspectDialogs,
  listUniversityDialogs,
  memberDialogIds,
  unreadDialogs,
  unreadTotal,
} from './dialog-lists.repository';
import { applicationStatusOf } from '../accounts/accounts.repository';
import { answersOf, findLiveAccount } from './dialog-people.repository';
import { loadDialogDetail, loadDialogViews, type DialogView } from './dialog-views';
import { assertNotArchived, openDialog, widgetChat, type ChatRealm } from './dialog-access';
import { isGroupLike } from './dialogs.policy';
import { activateMembers, findOrInsertPairDialog, type DialogRow } from './dialogs.repository';
import { loadMessageViews } from './message-views';
import type { MessageView } from './messages.presenter';
import { newestUnreadOf } from './messages.repository';
import { dialogStateEvent } from './realtime-channels';
import { SYSTEM_TEXTS, appendSystemMessage, fullName } from './system-messages';
import { problem } from '../../core/errors/problems';

/** A page of dialogs ready to present. */
export interface DialogPage {
  views: DialogView[];
  total: number;
}

async function viewsOf(
  ctx: DialogsContext,
  actor: Actor,
  page: { rows: DialogRow[]; total: number },
): Promise<DialogPage> {
  return { views: await loadDialogViews(ctx.db, page.rows, actor), total: page.total };
}

/** One dialog with its members, for anyone who may see it. */
export async function getDialog(
  ctx: DialogsContext,
  actor: Actor,
  dialogId: number,
  privateCode?: string,
): Promise<DialogView> {
  const { dialog } = await openDialog(ctx.db, actor, dialogId, 'dialog:view', privateCode);
  return loadDialogDetail(ctx.db, dialog, actor, privateCode);
}

/** A group chat or forum; any other dialog is not found here. */
export async function getGroupChat(
  ctx: DialogsContext,
  actor: Actor,
  dialogId: number,
  privateCode?: string,
): Promise<DialogView> {
  const { dialog } = await openDialog(ctx.db, actor, dialogId, 'dialog:view', privateCode);
  authorizeVisible(isGroupLike(dialog), 'group_chat');
  return loadDialogDetail(ctx.db, dialog, actor, privateCode);
}

/** The caller's own dialogs, newest activity first. */
export async function listDialogs(
  ctx: DialogsContext,
  actor: Actor,
  query: DialogsListQuery,
): Promise<DialogPage> {
  return viewsOf(ctx, actor, await listMemberDialogs(ctx.db, actor.id, query));
}

/**
 * The ambassador's conversations; for an admin, every conversation of their university
 * (individual chats unless another type is asked for).
 */
export async function listAmbassadorDialogs(
  ctx: DialogsContext,
  actor: Actor,
  query: DialogsListQuery,
): Promise<DialogPage> {
  const db = ctx.db;
  if (actor.role === ROLES.admin && actor.universityId !== null) {
    return viewsOf(
      ctx,
      actor,
      await listUniversityDialogs(db, actor.universityId, {
        ...query,
        type: query.type ?? DIALOG_TYPES.individual,
      }),
    );
  }
  return viewsOf(ctx, actor, await listMemberDialogs(db, actor.id, query));
}

/** A prospect's conversations that an ambassador is in, or that belong to an admin's university. */
export async function listDialogsOfProspect(
  ctx: DialogsContext,
  actor: Actor,
  query: { prospectId: number; limit: number; offset: number },
): Promise<DialogPage> {
  const adminOf = actor.role === ROLES.admin ? actor.universityId : null;
  return viewsOf(
    ctx,
    actor,
    await listProspectDialogs(
      ctx.db,
      query.prospectId,
      { accountId: actor.id, adminOfUniversityId: adminOf },
      query,
    ),
  );
}

/** Ids of the caller's active dialogs (to subscribe to their channels). */
export function dialogIdsOf(ctx: DialogsContext, actor: Actor): Promise<number[]> {
  return memberDialogIds(ctx.db, actor.id, widgetChat);
}

/** Unread messages over all the caller's dialogs. */
export function unreadCount(ctx: DialogsContext, actor: Actor): Promise<number> {
  return unreadTotal(ctx.db, actor.id, widgetChat);
}

/** The chat box: dialogs with unread messages, each with its newest unread messages. */
export async function chatBox(
  ctx: DialogsContext,
  actor: Actor,
): Promise<{ view: DialogView; messages: MessageView[] }[]> {
  const db = ctx.db;
  const views = await loadDialogViews(
    db,
    await unreadDialogs(db, actor.id, CHAT_BOX_DIALOGS),
    actor,
  );
  // One query for every dialog's unread messages, one set of lookups for all their views.
  const rows = await newestUnreadOf(
    db,
    actor.id,
    views.map((view) => view.dialog.id),
    CHAT_BOX_MESSAGES,
  );
  const messageViews = await loadMessageViews(db, rows);
  return views.map((view) => ({
    view,
    messages: messageViews.filter((message) => message.row.dialogId === view.dialog.id),
  }));
}

/** The prospect of an individual chat, for its ambassadors and its university's admins. */
export async function prospectInfo(ctx: DialogsContext, actor: Actor, dialogId: number) {
  const db = ctx.db;
  const { dialog } = await openDialog(db, actor, dialogId, 'dialog:prospectInfo');
  const [view] = await loadDialogViews(db, [dialog], actor);
  authorizeVisible(!!view?.prospect, 'conversation_prospect');
  const account = view.prospect.account;
  return { account, answers: await answersOf(db, account.id, dialog.universityId) };
}

/**
 * The prospect's individual chat with an ambassador, made on first use. The pair key is unique,
 * so two concurrent calls still end up in one dialog. Others see it once it has a message.
 */
export async function createChat(
  ctx: DialogsContext,
  actor: Actor,
  ambassadorId: number,
): Promise<number> {
  const db = ctx.db;
  const ambassador = await findLiveAccount(db, ambassadorId);
  authorizeVisible(
    ambassador !== undefined &&
      ambassador.roleKey === ROLES.ambassador &&
      ambassador.universityId !== null,
    'ambassador',
  );
  // Someone who applied with an access code is out of reach until the university approves them.
  const application = await applicationStatusOf(db, ambassador.id);
  authorizeVisible(application === null || application === 'approved', 'ambassador');
  if (!ambassador.isEnabled) {
    throw new ForbiddenError('ambassador_cannot_chat', ERROR_CODES.CHAT_NOT_ALLOWED);
  }
  return commit(db, ctx.after, async (tx) => {
    const dialogId = await findOrInsertPairDialog(tx, {
      type: DIALOG_TYPES.individual,
      universityId: ambassador.universityId,
      pairKey: `${actor.id}:${ambassador.id}`,
      firstAmbassadorId: ambassador.id,
      createdByAccountId: actor.id,
    });
    // The ambassador hears of the chat with its first message (on their own channel), not now:
    // an empty chat stays out of their inbox.
    await activateMembers(tx, dialogId, [
      { id: actor.id, roleKey: actor.role },
      { id: ambassador.id, roleKey: ambassador.roleKey },
    ]);
    return dialogId;
  });
}

/** Joins a group chat or forum (findOrCreate): a member already is one, and nothing changes. */
export async function joinGroupChat(
  ctx: DialogsContext,
  actor: Actor,
  dialogId: number,
  privateCode?: string,
  realm: ChatRealm = widgetChat,
): Promise<number> {
  const db = ctx.db;
  const { dialog, membership } = await realm.open(db, actor, dialogId, 'dialog:view', privateCode);
  authorizeVisible(isGroupLike(dialog), 'group_chat');
  if (membership && membership.leftAt === null && !membership.isDetached) return dialog.id;
  if (membership?.isDetached) {
    throw new ForbiddenError('removed_from_conversation');
  }
  await realm.open(db, actor, dialogId, 'dialog:join', privateCode);
  assertNotArchived(dialog);
  const account = await findLiveAccount(db, actor.id);
  if (!account) throw new ConflictError(problem('accountNoLongerExists'));
  await commit(db, ctx.after, async (tx) => {
    const added = await activateMembers(tx, dialog.id, [{ id: actor.id, roleKey: actor.role }]);
    if (added.length === 0) return;
    const { events } = await appendSystemMessage(tx, ctx.storage, dialog.id, {
      type: '4',
      text: SYSTEM_TEXTS.joined(fullName(account)),
      data: { event: 'joined', userId: actor.id, byName: fullName(account) },
    });
    await enqueueEvents(tx, [
      ...events,
      dialogStateEvent({ type: 'dialogEdited', dialogId: dialog.id }),
    ]);
  });
  return dialog.id;
}
