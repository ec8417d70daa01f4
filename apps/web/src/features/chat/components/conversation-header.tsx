import { useTranslation } from 'react-i18next';
import type { Dialog } from '@quad/shared/contracts/dialogs';
import type { PersonLite } from '@quad/shared/contracts/common';
import { readableTextColor } from '@quad/shared/rules/color';
import { Avatar } from '../../../components/ui/avatar';
import { FlagIcon, MoreIcon, InfoIcon } from '../../../components/ui/chat-icons';
import { UsersIcon } from '../../../components/ui/icons';
import { IconButton } from '../../../components/ui/icon-button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { Menu, type MenuItem } from '../../../components/ui/menu';
import { ButtonLink } from '../../../components/ui/button';
import { storedImage } from '../../../lib/stored-image';
import styles from './conversation-header.module.css';

type ConversationHeaderProps = {
  dialog: Dialog;
  title: string;
  subtitle: string;
  /** The person a one-to-one chat is with; group chats show their own picture. */
  person: PersonLite | null;
  backTo: string;
  headingLevel: 1 | 2;
  onShowMembers: (() => void) | null;
  onShowProspect: (() => void) | null;
  /** A prospect reports (and may block) the chat straight from the header: one tap on a phone. */
  onReport: (() => void) | null;
  menuItems: MenuItem[];
};

/** Who the chat is with, its state, and what can be done with it. */
export function ConversationHeader({
  dialog,
  title,
  subtitle,
  person,
  backTo,
  headingLevel,
  onShowMembers,
  onShowProspect,
  onReport,
  menuItems,
}: ConversationHeaderProps) {
  const { t } = useTranslation('chat');
  const Heading = `h${headingLevel}` as const;
  return (
    <header className={styles.header}>
      <ButtonLink
        to={backTo}
        variant="ghost"
        className={styles.back}
        aria-label={t('conversation.back')}
      >
        <ArrowLeftIcon size={20} />
      </ButtonLink>
      {person ? (
        <Avatar
          id={person.id}
          name={person.name}
          lastName={person.last_name}
          src={person.avatar}
          size="sm"
        />
      ) : (
        <GroupBadge dialog={dialog} name={title} />
      )}
      <div className={styles.titles}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.subtitle}>
          {dialog.closed && <span className={styles.state}>{t('conversation.closed')}</span>}
          {dialog.archived && <span className={styles.state}>{t('conversation.archived')}</span>}
          <span className={styles.subtitleText}>{subtitle}</span>
        </p>
      </div>
      <div className={styles.actions}>
        {onShowProspect && (
          <IconButton
            aria-label={t('conversation.prospectInfo')}
            icon={<InfoIcon />}
            onClick={onShowProspect}
          />
        )}
        {onShowMembers && (
          <IconButton
            aria-label={t('conversation.members')}
            icon={<UsersIcon />}
            onClick={onShowMembers}
          />
        )}
        {onReport && (
          <IconButton
            aria-label={t('conversation.report')}
            icon={<FlagIcon />}
            onClick={onReport}
          />
        )}
        {menuItems.length > 0 && (
          <Menu
            label={t('conversation.more')}
            button={<MoreIcon />}
            buttonClassName={styles.menuButton}
            items={menuItems}
          />
        )}
      </div>
    </header>
  );
}

/** A group chat's picture: its image, or its initials on its colour. */
export function GroupBadge({
  dialog,
  name,
  size = 40,
}: {
  dialog: Dialog;
  name: string;
  size?: number;
}) {
  if (dialog.avatar) {
    return (
      <img
        className={styles.group}
        {...storedImage(dialog.avatar, `${size}px`)}
        alt=""
        style={{ width: size, height: size }}
      />
    );
  }
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <span
      className={styles.group}
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        background: dialog.color ?? 'var(--primary)',
        color: dialog.color ? readableTextColor(dialog.color) : 'var(--on-primary)',
      }}
    >
      <span data-initials={letters} />
    </span>
  );
}
