import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GroupChatCard as GroupChat } from '@quad/shared/contracts/content';
import { DIALOG_TYPES } from '@quad/shared/contracts/constants';
import { UsersIcon } from '../../../../components/ui/icons';
import { listFormat } from '../../../../lib/intl-formats';
import { storedImage } from '../../../../lib/stored-image';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { dialogPath, fullName } from '../../links';
import { PeopleLine } from '../shared/people-line';
import styles from './group-chat-card.module.css';

/** A group chat (or forum): its picture, name, what it is about, who is in it, and the way in. */
export function GroupChatCard({
  chat,
  headingLevel = 3,
}: {
  chat: GroupChat;
  /** 3 under a section heading, 2 straight under the page's h1 (the list page). */
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const { t, i18n } = useTranslation('content');
  const { base } = useWidget();
  const kind = chat.type === DIALOG_TYPES.forum ? 'forum' : 'group';
  const hosts = chat.ambassadors.slice(0, 3);
  return (
    <article className={styles.card}>
      <div className={styles.head}>
        {chat.avatar ? (
          <img {...storedImage(chat.avatar, '48px')} alt="" className={styles.picture} />
        ) : (
          <span className={styles.picture} style={{ background: chat.color }} aria-hidden="true">
            <UsersIcon size={24} />
          </span>
        )}
        <div className={styles.titles}>
          <Heading className={styles.name} dir="auto">
            <Link to={dialogPath(base.base, chat.id)} className={styles.link}>
              {chat.name}
            </Link>
          </Heading>
          <p className={styles.members}>{t('groupChat.members', { count: chat.members_count })}</p>
        </div>
      </div>
      {chat.description && (
        <p className={styles.description} dir="auto">
          {chat.description}
        </p>
      )}
      {hosts.length > 0 && (
        <PeopleLine people={hosts}>
          {t('groupChat.hostedBy', {
            names: listFormat(i18n.language, { type: 'conjunction' }).format(
              hosts.map((host) => fullName(host).split(' ')[0] ?? host.name),
            ),
          })}
        </PeopleLine>
      )}
      <span className={styles.action} aria-hidden="true">
        {chat.isJoined ? t(`groupChat.open.${kind}`) : t(`groupChat.join.${kind}`)}
      </span>
    </article>
  );
}
