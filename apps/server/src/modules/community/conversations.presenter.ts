import type { CommunityDialog, CommunityPerson } from '@quad/shared/contracts/community';
import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';
import { subjectById } from '@quad/shared/data/subjects';
import { isRoleKey, ROLES } from '@quad/shared/roles';
import type { Storage } from '../../core/storage/storage';
import type { AccountRow } from '../dialogs/dialogs.repository';
import { presentMessage, type MessageAudience } from '../dialogs/messages.presenter';
import { isActiveMember } from '../dialogs/dialogs.policy';
import { isRoom } from './community.policy';
import type { ConversationView } from './conversation-views';

/** An account as a community conversation names a person. */
export function presentCommunityPerson(account: AccountRow, storage: Storage): CommunityPerson {
  return {
    id: account.id,
    name: account.name,
    last_name: account.lastName,
    avatar: account.avatarKey ? storage.url(account.avatarKey) : null,
    color: account.color,
    role_key: isRoleKey(account.roleKey) ? account.roleKey : ROLES.prospect,
  };
}

/** Conversation record → the API shape, field by field. */
export function presentConversation(
  view: ConversationView,
  audience: MessageAudience,
): CommunityDialog {
  const { dialog, membership } = view;
  const room = isRoom(dialog);
  const member = isActiveMember(membership);
  const subject = dialog.subjectId === null ? undefined : subjectById(dialog.subjectId);
  if (dialog.spaceId === null) throw new Error(`dialog ${dialog.id} is not in a space`);
  return {
    id: dialog.id,
    kind: room ? 'room' : 'personal',
    type: room ? DIALOG_TYPES.groupChat : DIALOG_TYPES.individual,
    spaceId: dialog.spaceId,
    universityId: dialog.universityId,
    name: room ? dialog.name : null,
    description: dialog.description,
    avatar: dialog.avatarKey ? audience.storage.url(dialog.avatarKey) : null,
    color: dialog.color,
    subject: subject ? { id: subject.id, name: subject.name } : null,
    interlocutor:
      !room && view.interlocutor
        ? presentCommunityPerson(view.interlocutor, audience.storage)
        : null,
    isMember: member,
    membersCount: view.membersCount,
    lastMessage: view.lastMessage ? presentMessage(view.lastMessage, audience) : null,
    unreadCount: member && membership ? Math.max(0, dialog.lastSeq - membership.lastReadSeq) : 0,
    lastSeq: dialog.lastSeq,
    lastActivity: dialog.lastActivity.toISOString(),
    createdAt: dialog.createdAt.toISOString(),
    closed: dialog.closed,
    archived: dialog.archived,
    abilities: {
      canRead: view.abilities.canRead,
      canWrite: view.abilities.canWrite,
      canJoin: view.abilities.canJoin,
      canLeave: view.abilities.canLeave,
      canReport: view.abilities.canReport,
    },
  };
}
