import { DIALOG_TYPES, type DialogAbilities } from '@quad/shared/contracts/dialogs';
import { ROLES } from '@quad/shared/roles';
import type { Actor } from '../../core/auth/tokens';
import type { DialogRow, MemberRow } from './dialogs.repository';

/** What a rule looks at: the dialog, the caller's membership row (if any) and a given code. */
export interface DialogSubject {
  dialog: Pick<DialogRow, 'type' | 'universityId' | 'privateCode' | 'archived'>;
  membership: Pick<MemberRow, 'leftAt' | 'isDetached' | 'roleKey'> | null | undefined;
  /** The privateCode the request carried, for private-code chats. */
  privateCode?: string | undefined;
}

export type DialogAction =
  /** See the dialog's card (GET /dialogs/{id}, /groupChat/{id}). */
  | 'dialog:view'
  /** Read its messages and hear its channels. */
  | 'dialog:read'
  | 'dialog:join'
  | 'message:send'
  | 'dialog:close'
  | 'dialog:invite'
  /** Block prospects and remove ambassadors. */
  | 'dialog:moderate'
  /** Disable and re-enable ambassadors. */
  | 'dialog:manageAmbassadors'
  | 'dialog:archive'
  /** Report the dialog or its messages, leave marks after it. */
  | 'dialog:report'
  | 'dialog:feedback'
  | 'dialog:prospectFeedback'
  | 'dialog:leave'
  | 'dialog:prospectInfo';

const GROUP_LIKE: ReadonlySet<number> = new Set([DIALOG_TYPES.groupChat, DIALOG_TYPES.forum]);

/** An active member: joined, not left, not removed. */
export function isActiveMember(membership: DialogSubject['membership']): boolean {
  return !!membership && membership.leftAt === null && !membership.isDetached;
}

/** An admin of the university the dialog belongs to. */
export function isUniversityAdmin(
  actor: Actor | null,
  dialog: Pick<DialogRow, 'universityId'>,
): boolean {
  return (
    actor !== null &&
    actor.role === ROLES.admin &&
    dialog.universityId !== null &&
    actor.universityId === dialog.universityId
  );
}

/** Group chats and forums are listed for everyone and can be joined. */
export function isGroupLike(dialog: Pick<DialogRow, 'type'>): boolean {
  return GROUP_LIKE.has(dialog.type);
}

/** A private-code chat lets a non-member in only with its code (spec §5). */
function codeOpens(subject: DialogSubject): boolean {
  return subject.dialog.privateCode === null || subject.privateCode === subject.dialog.privateCode;
}

/** The one place that says who may do what to which dialog. */
export function can(actor: Actor | null, action: DialogAction, subject: DialogSubject): boolean {
  if (!actor) return false;
  const { dialog } = subject;
  const member = isActiveMember(subject.membership);
  const admin = isUniversityAdmin(actor, dialog);
  const ambassadorMember = member && actor.role === ROLES.ambassador;
  const prospectMember = member && actor.role === ROLES.prospect;
  switch (action) {
    case 'dialog:view':
      return member || admin || (isGroupLike(dialog) && codeOpens(subject));
    case 'dialog:read':
      return member || admin;
    case 'dialog:join':
      // The university's admins see private chats anyway, so they join without the code.
      return (
        isGroupLike(dialog) &&
        !member &&
        (admin ||
          (codeOpens(subject) &&
            (actor.role === ROLES.prospect ||
              (actor.role === ROLES.ambassador && actor.universityId === dialog.universityId))))
      );
    case 'message:send':
    case 'dialog:feedback':
    case 'dialog:leave':
      return member;
    case 'dialog:close':
    case 'dialog:invite':
    case 'dialog:moderate':
    case 'dialog:archive':
    case 'dialog:prospectFeedback':
    case 'dialog:prospectInfo':
      return ambassadorMember || admin;
    case 'dialog:manageAmbassadors':
      return admin;
    case 'dialog:report':
      return prospectMember;
  }
}

/** Everything the caller may do, for the presenter (STYLE: the UI never re-derives it). */
export function abilitiesOf(actor: Actor | null, subject: DialogSubject): DialogAbilities {
  return {
    canSend: can(actor, 'message:send', subject),
    canClose: can(actor, 'dialog:close', subject),
    canInvite: can(actor, 'dialog:invite', subject),
    canModerate: can(actor, 'dialog:moderate', subject),
    canManageAmbassadors: can(actor, 'dialog:manageAmbassadors', subject),
    canArchive: can(actor, 'dialog:archive', subject),
    canReport: can(actor, 'dialog:report', subject),
    canLeave: can(actor, 'dialog:leave', subject),
    canJoin: can(actor, 'dialog:join', subject),
    // Pinning is moderation: the chat's ambassadors and the university's admins.
    canPin: can(actor, 'dialog:moderate', subject),
  };
}
