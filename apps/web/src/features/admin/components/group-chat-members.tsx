import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminGroupChat } from '@quad/shared/contracts/admin-group-chats';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useChangeGroupChatMembers, useGroupChatMembers } from '../api/group-chats-api';
import { usePostAuthors } from '../api/post-media-api';
import styles from './admin.module.css';

/** The members of a group chat: add an ambassador of the university, remove one. */
export function GroupChatMembers({ chat }: { chat: AdminGroupChat }) {
  const { t } = useTranslation('admin');
  const members = useGroupChatMembers(chat.id);
  const ambassadors = usePostAuthors();
  const change = useChangeGroupChatMembers(chat.id);
  const [pick, setPick] = useState('');
  const [failed, setFailed] = useState(false);
  const run = (input: { add: number } | { remove: number }) => {
    setFailed(false);
    change.mutate(input, { onSuccess: () => setPick(''), onError: () => setFailed(true) });
  };
  if (members.isError) return <FormAlert message={t('guard.loadError')} />;
  if (!members.data) {
    return (
      <SkeletonGroup>
        <Skeleton width="100%" height={80} />
      </SkeletonGroup>
    );
  }
  const inside = new Set(members.data.map((member) => member.id));
  const candidates = (ambassadors.data ?? []).filter((person) => !inside.has(person.id));
  return (
    <div role="region" aria-label={t('groupChats.membersOf', { name: chat.name })}>
      {members.data.length === 0 ? (
        <p className={styles.muted}>{t('groupChats.noMembers')}</p>
      ) : (
        <ul className={styles.pictureList}>
          {members.data.map((member) => (
            <li key={member.id} className={styles.pictureItem}>
              <span>
                {member.name}{' '}
                <span className={styles.badge}>{t(`groupChats.roles.${member.role}`)}</span>
              </span>
              {member.role === 'ambassador' && !chat.archived && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('groupChats.removeName', { name: member.name })}
                  onClick={() => run({ remove: member.id })}
                >
                  {t('groupChats.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!chat.archived && (
        <div className={styles.toolbar}>
          <Select
            label={t('groupChats.addAmbassador')}
            value={pick}
            onChange={(event) => setPick(event.target.value)}
          >
            <option value="">{t('groupChats.choose')}</option>
            {candidates.map((person) => (
              <option key={person.id} value={String(person.id)}>
                {person.name}
              </option>
            ))}
          </Select>
          <Button
            type="button"
            disabled={!pick}
            loading={change.isPending}
            onClick={() => run({ add: Number(pick) })}
          >
            {t('groupChats.add')}
          </Button>
        </div>
      )}
      {failed && <FormAlert message={t('team.failed')} />}
    </div>
  );
}
