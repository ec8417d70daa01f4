import { useTranslation } from 'react-i18next';
import { splitMembers, type DialogMember } from '@quad/shared/contracts/dialogs';
import { Avatar } from '../../../components/ui/avatar';
import { Modal } from '../../../components/ui/modal';
import { fullName } from '../lib/people';
import styles from './chat-modals.module.css';

type MembersModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  members: readonly DialogMember[];
  accountId: number;
};

const GROUPS = ['ambassadors', 'admins', 'prospects'] as const;

/** The members list (spec §2): prospects, ambassadors and admins, by role. */
export function MembersModal({ open, onOpenChange, members, accountId }: MembersModalProps) {
  const { t } = useTranslation('chat');
  const split = splitMembers(members);
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
                  <li key={member.id} className={styles.person}>
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
