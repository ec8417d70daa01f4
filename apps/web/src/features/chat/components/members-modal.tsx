import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  splitMembers,
  type DialogAbilities,
  type DialogMember,
} from '@quad/shared/contracts/dialogs';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useAmbassadorStatusMutation, useDetachAmbassadorMutation } from '../api/moderate-dialog';
import { fullName } from '../lib/people';
import styles from './chat-modals.module.css';

type MembersModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  members: readonly DialogMember[];
  accountId: number;
  dialogId: number;
  abilities: DialogAbilities | undefined;
};

const GROUPS = ['ambassadors', 'admins', 'prospects'] as const;

/**
 * What staff may do to an ambassador of this chat: pause or let them write again (admins),
 * remove them (after a second tap that says what it will do).
 */
function AmbassadorControls({
  dialogId,
  member,
  abilities,
}: {
  dialogId: number;
  member: DialogMember;
  abilities: DialogAbilities;
}) {
  const { t } = useTranslation('chat');
  const [confirming, setConfirming] = useState(false);
  const status = useAmbassadorStatusMutation(dialogId);
  const detach = useDetachAmbassadorMutation(dialogId);
  const name = fullName(member);
  if (confirming) {
    return (
      <div
        className={styles.memberActions}
        role="group"
        aria-label={t('members.confirmRemove', { name })}
      >
        <span className={styles.personMeta}>{t('members.confirmRemove', { name })}</span>
        <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
          {t('actions.cancel')}
        </Button>
        <Button
          size="sm"
          loading={detach.isPending}
          onClick={() =>
            detach.mutate(member.id, {
              onSuccess: () => toast.success(t('members.removed', { name })),
            })
          }
        >
          {t('members.remove')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.memberActions}>
      {abilities.canManageAmbassadors && (
        <Button
          size="sm"
          variant="secondary"
          loading={status.isPending}
          aria-label={t(member.is_enabled ? 'members.pauseLabel' : 'members.resumeLabel', { name })}
          onClick={() =>
            status.mutate(
              { userId: member.id, enabled: !member.is_enabled },
              {
                onSuccess: () =>
                  toast.success(
                    t(member.is_enabled ? 'members.pausedDone' : 'members.resumedDone', { name }),
                  ),
              },
            )
          }
        >
          {t(member.is_enabled ? 'members.pause' : 'members.resume')}
        </Button>
      )}
      {abilities.canModerate && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('members.removeLabel', { name })}
          onClick={() => setConfirming(true)}
        >
          {t('members.remove')}
        </Button>
      )}
    </div>
  );
}

/** The members list (spec §2): prospects, ambassadors and admins, by role, with staff controls. */
export function MembersModal({
  open,
  onOpenChange,
  members,
  accountId,
  dialogId,
  abilities,
}: MembersModalProps) {
  const { t } = useTranslation('chat');
  const split = splitMembers(members);
  const manages = abilities && (abilities.canModerate || abilities.canManageAmbassadors);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('members.title')}
      description={t('members.count', { count: members.length })}
    >
      <div className={styles.stack}>
        {GROUPS.map((group) =>
          split[group].length === 0 ? null : (
            <section key={group} className={styles.section} aria-labelledby={`members-${group}`}>
              <h3 id={`members-${group}`} className={styles.sectionTitle}>
                {t(`members.groups.${group}`, { count: split[group].length })}
              </h3>
              <ul className={styles.people}>
                {split[group].map((member) => (
                  <li key={member.id} className={styles.memberRow}>
                    <div className={styles.person}>
                      <Avatar
                        id={member.id}
                        name={member.name}
                        lastName={member.last_name}
                        src={member.avatar}
                        size="sm"
                      />
                      <span className={styles.personText}>
                        <span className={styles.personName}>
                          {fullName(member)}
                          {member.id === accountId && ` ${t('members.you')}`}
                        </span>
                        {!member.is_enabled && (
                          <span className={styles.personMeta}>{t('members.paused')}</span>
                        )}
                        {member.isProspectBlocked && (
                          <span className={styles.personMeta}>{t('members.blocked')}</span>
                        )}
                      </span>
                    </div>
                    {manages && group === 'ambassadors' && member.id !== accountId && (
                      <AmbassadorControls
                        dialogId={dialogId}
                        member={member}
                        abilities={abilities}
                      />
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ),
        )}
      </div>
    </Modal>
  );
}
