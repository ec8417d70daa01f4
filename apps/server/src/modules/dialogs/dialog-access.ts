import { userDialogsChannel } from '@quad/shared/events';
import { ERROR_CODES, type ErrorCode, type RefusalReason } from '@quad/shared/errors';
import type { Actor } from '../../core/auth/tokens';
import { authorizeVisible } from '../../core/auth/policy';
import type { Db } from '../../core/db/client';
import { ConflictError, ForbiddenError } from '../../core/errors/app-error';
import { can, type DialogAction } from './dialogs.policy';
import { findDialogWithMembership, type DialogRow, type MemberRow } from './dialogs.repository';
import { problem } from '../../core/errors/problems';

export const DIALOG_WHAT = 'conversation';

/** Why an action is refused to someone who can see the dialog. */
export const REFUSALS: Record<DialogAction, { reason?: RefusalReason; code?: ErrorCode }> = {
  'dialog:view': { reason: 'cannot_see_conversation' },
  'dialog:read': {
    reason: 'join_to_read',
    code: ERROR_CODES.NOT_A_MEMBER,
  },
  'dialog:join': { reason: 'cannot_join_conversation' },
  'message:send': {
    reason: 'join_to_write',
    code: ERROR_CODES.NOT_A_MEMBER,
  },
  'dialog:close': { reason: 'staff_only_close' },
  'dialog:invite': { reason: 'staff_only_invite' },
  'dialog:moderate': { reason: 'staff_only_moderate' },
  'dialog:manageAmbassadors': { reason: 'admins_only' },
  'dialog:archive': { reason: 'staff_only_archive' },
  'dialog:report': { reason: 'prospect_only_report' },
  'dialog:feedback': {
    reason: 'members_only_feedback',
    code: ERROR_CODES.NOT_A_MEMBER,
  },
  'dialog:prospectFeedback': { reason: 'staff_only_rate_prospect' },
  'dialog:leave': { code: ERROR_CODES.NOT_A_MEMBER },
  'dialog:prospectInfo': { reason: 'staff_only_prospect_info' },
};

/** A dialog and the caller's membership row, once the caller may do `action` to it. */
export interface OpenedDialog {
  dialog: DialogRow;
  membership: MemberRow | null;
}

/** Loads a dialog for an action, or throws the 404 or 403 that refuses it. */
export type DialogOpener = (
  db: Db,
  actor: Actor,
  dialogId: number,
  action: DialogAction,
  privateCode?: string,
) => Promise<OpenedDialog>;

/**
 * Which dialogs a family of routes works on and who may do what there: the widget's chat (every
 * dialog outside a community space) or the community area's conversations. The chat use cases
 * take one, so both areas share seqs, idempotent sends, paging, read state and reports.
 */
export interface ChatRealm {
  /** The session that may use it (CONTRACT §11: tokens of one area are refused by the other). */
  audience: Actor['audience'];
  /** Whether a dialog belongs to this realm; the other realm's dialogs are not found here. */
  owns(dialog: Pick<DialogRow, 'spaceId'>): boolean;
  open: DialogOpener;
  /** Ambassadors' messages spend their chat-time allowance (the widget's one-to-one chat). */
  spendsChatTime: boolean;
  /** A person's own channel of this realm's conversations (`{userId}:dialogs:new` or its twin). */
  personalChannel(userId: number): string;
}

/** A refusal for an action on a dialog the caller can see. */
export function refuse(action: DialogAction): ForbiddenError {
  const refusal = REFUSALS[action];
  return new ForbiddenError(refusal.reason, refusal.code);
}

/**
 * Loads a widget dialog for an action: 404 when the caller may not even know it exists (not a
 * member, not its university's admin, not a public group chat, a community conversation), 403
 * when they see it but may not act.
 */
export const openDialog: DialogOpener = async (db, actor, dialogId, action, privateCode) => {
  const found = await findDialogWithMembership(db, dialogId, actor.id);
  authorizeVisible(found !== undefined && widgetChat.owns(found.dialog), DIALOG_WHAT);
  const { dialog, membership } = found;
  const subject = { dialog, membership, privateCode };
  authorizeVisible(can(actor, 'dialog:view', subject), DIALOG_WHAT);
  if (action !== 'dialog:view' && !can(actor, action, subject)) throw refuse(action);
  return { dialog, membership };
};

/** The widget's chat: every dialog outside a community space. */
export const widgetChat: ChatRealm = {
  audience: 'main',
  owns: (dialog) => dialog.spaceId === null,
  open: (...args) => openDialog(...args),
  spendsChatTime: true,
  personalChannel: userDialogsChannel,
};

/** Refuses changes to an archived conversation. */
export function assertNotArchived(dialog: DialogRow): void {
  if (dialog.archived) {
    throw new ConflictError(problem('conversationArchived'), ERROR_CODES.DIALOG_ARCHIVED);
  }
}
