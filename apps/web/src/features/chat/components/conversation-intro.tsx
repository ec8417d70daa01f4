import { useTranslation } from 'react-i18next';
import { DIALOG_TYPES, type Dialog } from '@quad/shared/contracts/dialogs';
import type { PersonLite } from '@quad/shared/contracts/common';
import { Avatar } from '../../../components/ui/avatar';
import { GroupBadge } from './conversation-header';
import styles from './conversation-intro.module.css';

type ConversationIntroProps = {
  dialog: Dialog;
  person: PersonLite | null;
  title: string;
  /** An ambassador or admin reads it: the prospect-facing invitation would be wrong. */
  staff?: boolean;
};

/** The top of a conversation: who it is with, and what it is for. */
export function ConversationIntro({
  dialog,
  person,
  title,
  staff = false,
}: ConversationIntroProps) {
  const { t } = useTranslation('chat');
  return (
    <div className={styles.intro}>
      {person ? (
        <Avatar
          id={person.id}
          name={person.name}
          lastName={person.last_name}
          src={person.avatar}
          size="lg"
        />
      ) : (
        <GroupBadge dialog={dialog} name={title} size={72} />
      )}
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>
        {dialog.description ||
          (person
            ? t(staff ? 'intro.individualStaff' : 'intro.individual', { name: person.name })
            : dialog.type === DIALOG_TYPES.forum
              ? t('intro.forum')
              : t('intro.group'))}
      </p>
    </div>
  );
}
