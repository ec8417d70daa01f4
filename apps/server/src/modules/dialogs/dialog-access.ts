import { ERROR_CODES, type ErrorCode } from '@quad/shared/errors';
import type { Actor } from '../../core/auth/tokens';
import { authorizeVisible } from '../../core/auth/policy';
import type { Db } from '../../core/db/client';
import { ConflictError, ForbiddenError } from '../../core/errors/app-error';
import { can, type DialogAction } from './dialogs.policy';
import { findDialog, findMembership, type DialogRow, type MemberRow } from './dialogs.repository';

export const DIALOG_WHAT = 'This conversation';

/** Why an action is refused to someone who can see the dialog. */
const REFUSALS: Record<DialogAction, { message: string; code?: ErrorCode }> = {
  'dialog:view': { message: 'You cannot see this conversation.' },
  'dialog:read': {
    message: 'Join this conversation to read its messages.',
    code: ERROR_CODES.NOT_A_MEMBER,
  },
  'dialog:join': { message: 'You cannot join this conversation.' },
  'message:send': {
    message: 'Join this conversation before writing in it.',
    code: ERROR_CODES.NOT_A_MEMBER,
  },
  'dialog:close': { message: 'Only its ambassadors and admins can close this conversation.' },
  'dialog:invite': { message: 'Only its ambassadors and admins can invite people here.' },
  'dialog:moderate': { message: 'Only its ambassadors and admins can moderate this conversation.' },
  'dialog:manageAmbassadors': { message: "Only the university's admins can do this." },
  'dialog:archive': { message: 'Only its ambassadors and admins can archive this conversation.' },
  'dialog:report': { message: 'Only a prospect in this conversation can report it.' },
  'dialog:feedback': {
    message: 'Only members of this conversation can send feedback.',
    code: ERROR_CODES.NOT_A_MEMBER,
  },
  'dialog:prospectFeedback': { message: 'Only its ambassadors and admins can rate a prospect.' },
  'dialog:leave': {
    message: 'You are not a member of this conversation.',
    code: ERROR_CODES.NOT_A_MEMBER,
  },
  'dialog:prospectInfo': { message: 'Only its ambassadors and admins can see the prospect.' },
};

/** A dialog and the caller's membership row, once the caller may do `action` to it. */
export interface OpenedDialog {
  dialog: DialogRow;
  membership: MemberRow | null;
}

/**
 * Loads a dialog for an action: 404 when the caller may not even know it exists (not a member,
 * not its university's admin, not a public group chat), 403 when they see it but may not act.
 */
export async function openDialog(
  db: Db,
  actor: Actor,
  dialogId: number,
  action: DialogAction,
  privateCode?: string,
): Promise<OpenedDialog> {
  const dialog = await findDialog(db, dialogId);
  authorizeVisible(dialog !== undefined, DIALOG_WHAT);
  const membership = (await findMembership(db, dialogId, actor.id)) ?? null;
  const subject = { dialog, membership, privateCode };
  authorizeVisible(can(actor, 'dialog:view', subject), DIALOG_WHAT);
  if (action !== 'dialog:view' && !can(actor, action, subject)) {
    const refusal = REFUSALS[action];
    throw new ForbiddenError(refusal.message, refusal.code);
  }
  return { dialog, membership };
}

/** Refuses changes to an archived conversation. */
export function assertNotArchived(dialog: DialogRow): void {
  if (dialog.archived) {
    throw new ConflictError('This conversation is archived.', ERROR_CODES.DIALOG_ARCHIVED);
  }
}
