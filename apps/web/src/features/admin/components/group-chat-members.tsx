import { useTranslation } from 'react-i18next';
import type { AdminGroupChat } from '@quad/shared/contracts/admin-group-chats';
import { useChangeGroupChatMembers, useGroupChatMembers } from '../api/group-chats-api';
import { MemberPanel } from './member-panel';

/** The members of a group chat: add an ambassador of the university, remove one. */
export function GroupChatMembers({ chat }: { chat: AdminGroupChat }) {
  const { t } = useTranslation('admin');
  const members = useGroupChatMembers(chat.id);
  const change = useChangeGroupChatMembers(chat.id);
  return (
    <MemberPanel
      label={t('groupChats.membersOf', { name: chat.name })}
      members={members.data}
      failed={members.isError}
      none={t('groupChats.noMembers')}
      role={(member) => t(`groupChats.roles.${member.role}`)}
      removeLabel={(member) =>
        member.role === 'ambassador' && !chat.archived
          ? t('groupChats.removeName', { name: member.name })
          : undefined
      }
      removeText={t('groupChats.remove')}
      addLabel={chat.archived ? undefined : t('groupChats.addAmbassador')}
      change={change}
    />
  );
}
