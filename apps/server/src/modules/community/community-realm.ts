import { communityUserDialogsChannel } from '@quad/shared/events';
import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';
import { authorizeVisible } from '../../core/auth/policy';
import { ForbiddenError } from '../../core/errors/app-error';
import { DIALOG_WHAT, refuse, type ChatRealm, type DialogOpener } from '../dialogs/dialog-access';
import { findDialogWithMembership } from '../dialogs/dialogs.repository';
import { assertAuthorised, communityCan, COMMUNITY_REFUSALS, loadViewer } from './community.policy';

const COMMUNITY_TYPES: ReadonlySet<number> = new Set([
  DIALOG_TYPES.individual,
  DIALOG_TYPES.groupChat,
]);

/**
 * Loads a community conversation for an action: 404 for a widget dialog or one the caller may
 * not see, 403 when they see it but may not act; SUBJECTS_REQUIRED before anything else.
 */
export const openCommunityDialog: DialogOpener = async (db, actor, dialogId, action) => {
  const viewer = await loadViewer(db, actor);
  assertAuthorised(viewer);
  const found = await findDialogWithMembership(db, dialogId, actor.id);
  authorizeVisible(
    found !== undefined &&
      communityChat.owns(found.dialog) &&
      COMMUNITY_TYPES.has(found.dialog.type),
    DIALOG_WHAT,
  );
  const { dialog, membership } = found;
  const subject = { dialog, membership };
  authorizeVisible(communityCan(viewer, 'dialog:view', subject), DIALOG_WHAT);
  if (action !== 'dialog:view' && !communityCan(viewer, action, subject)) {
    const refusal = COMMUNITY_REFUSALS[action];
    throw refusal ? new ForbiddenError(refusal.reason, refusal.code) : refuse(action);
  }
  return { dialog, membership };
};

/**
 * The community area's conversations (dialogs in a space), opened with the community policy.
 * Community sends spend no ambassador chat time: that allowance is the widget's.
 */
export const communityChat: ChatRealm = {
  audience: 'community',
  owns: (dialog) => dialog.spaceId !== null,
  open: (...args) => openCommunityDialog(...args),
  spendsChatTime: false,
  personalChannel: communityUserDialogsChannel,
};
