import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';
import type { CommunityDialogAbilities } from '@quad/shared/contracts/community';
import { ERROR_CODES, type ErrorCode, type RefusalReason } from '@quad/shared/errors';
import { ROLES } from '@quad/shared/roles';
import type { Actor } from '../../core/auth/tokens';
import type { Db } from '../../core/db/client';
import { ForbiddenError } from '../../core/errors/app-error';
import type { DialogAction } from '../dialogs/dialogs.policy';
import { isActiveMember } from '../dialogs/dialogs.policy';
import type { DialogRow, MemberRow } from '../dialogs/dialogs.repository';
import { findViewerAccount, hasSubjects, universityIdsOfGroup } from './community.repository';

/** Who is looking at the community: the session, and the universities whose spaces they see. */
export interface CommunityViewer {
  actor: Actor;
  /** Their university, or for an account of a university group every university of it. */
  universityIds: number[];
  /** Follows a subject or is an admin (spec §4): may use the community area at all. */
  authorised: boolean;
}

/**
 * Loads the viewer of a community session. An ambassador or admin sees their university; a
 * prospect where they registered: their university, or every university of their group (the
 * way the widget scopes an account, see accounts/widget-scope.ts).
 */
export async function loadViewer(db: Db, actor: Actor): Promise<CommunityViewer> {
  const account = await findViewerAccount(db, actor.id);
  if (!account) return { actor, universityIds: [], authorised: false };
  const universityIds =
    account.universityId !== null
      ? [account.universityId]
      : account.universityGroupId !== null
        ? await universityIdsOfGroup(db, account.universityGroupId)
        : [];
  const authorised = account.roleKey === ROLES.admin || (await hasSubjects(db, actor.id));
  return { actor, universityIds, authorised };
}

/** The one check every community route makes: 403 SUBJECTS_REQUIRED until subjects are picked. */
export function assertAuthorised(viewer: CommunityViewer): void {
  if (!viewer.authorised) {
    throw new ForbiddenError(undefined, ERROR_CODES.SUBJECTS_REQUIRED);
  }
}

/** Whether the viewer sees a university's spaces. */
export function seesUniversity(viewer: CommunityViewer, universityId: number | null): boolean {
  return universityId !== null && viewer.universityIds.includes(universityId);
}

/** What a community rule looks at. */
export interface CommunityDialogSubject {
  dialog: Pick<DialogRow, 'type' | 'universityId' | 'archived' | 'closed'>;
  membership: Pick<MemberRow, 'leftAt' | 'isDetached' | 'isBlocked' | 'roleKey'> | null | undefined;
}

/** A public room of a space (a group chat), as opposed to a personal conversation. */
export function isRoom(dialog: Pick<DialogRow, 'type'>): boolean {
  return dialog.type === DIALOG_TYPES.groupChat;
}

/**
 * Who may do what to a community conversation. A room is open to everyone who sees its space:
 * they read it and hear its channels, and write once they join. A personal conversation is
 * its two members' (and its university's admins', who may read it to moderate).
 */
export function communityCan(
  viewer: CommunityViewer,
  action: DialogAction,
  subject: CommunityDialogSubject,
): boolean {
  const { actor } = viewer;
  const { dialog } = subject;
  const member = isActiveMember(subject.membership);
  const admin =
    actor.role === ROLES.admin &&
    dialog.universityId !== null &&
    actor.universityId === dialog.universityId;
  const room = isRoom(dialog);
  const seesSpace = seesUniversity(viewer, dialog.universityId);
  switch (action) {
    case 'dialog:view':
    case 'dialog:read':
      return member || admin || (room && seesSpace);
    case 'dialog:join':
      return room && !member && !dialog.archived && (seesSpace || admin);
    case 'message:send':
      return member;
    case 'dialog:leave':
      return room && member;
    case 'dialog:report':
      return member || (room && seesSpace);
    case 'dialog:close':
    case 'dialog:moderate':
    case 'dialog:archive':
    case 'dialog:manageAmbassadors':
      return admin;
    case 'dialog:invite':
    case 'dialog:feedback':
    case 'dialog:prospectFeedback':
    case 'dialog:prospectInfo':
      return false;
  }
}

/** Why an action is refused to someone who sees the conversation. */
export const COMMUNITY_REFUSALS: Partial<
  Record<DialogAction, { reason: RefusalReason; code?: ErrorCode }>
> = {
  'dialog:join': { reason: 'only_open_rooms' },
  'message:send': {
    reason: 'join_room_to_write',
    code: ERROR_CODES.NOT_A_MEMBER,
  },
  'dialog:leave': { reason: 'only_own_rooms_left' },
  'dialog:report': { reason: 'cannot_report_here' },
};

/** What the viewer may do in a conversation, for the presenter. */
export function communityAbilitiesOf(
  viewer: CommunityViewer,
  subject: CommunityDialogSubject,
): CommunityDialogAbilities {
  return {
    canRead: communityCan(viewer, 'dialog:read', subject),
    canWrite:
      communityCan(viewer, 'message:send', subject) &&
      !subject.dialog.archived &&
      !subject.dialog.closed &&
      subject.membership?.isBlocked !== true,
    canJoin: communityCan(viewer, 'dialog:join', subject),
    canLeave: communityCan(viewer, 'dialog:leave', subject),
    canReport: communityCan(viewer, 'dialog:report', subject),
  };
}
