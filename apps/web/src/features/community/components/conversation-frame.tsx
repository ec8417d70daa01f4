import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CommunityDialog } from '@quad/shared/contracts/community';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { useMembershipMutation } from '../api/join-dialog';
import { useCommunity } from '../hooks/use-community';
import { communityPaths } from '../lib/paths';
import { dialogTitle } from '../lib/people';
import styles from './conversation-frame.module.css';

/**
 * A community conversation's frame: the way back, who or what it is, leaving a room, and the
 * messages (the chat feature's, composed by the app) below.
 */
export function ConversationFrame({
  dialog,
  children,
}: {
  dialog: CommunityDialog | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('community');
  const { root } = useCommunity();
  return (
    <section
      className={styles.frame}
      aria-labelledby={dialog ? `conversation-${dialog.id}` : undefined}
    >
      <header className={styles.header}>
        <Link
          to={communityPaths.home(root)}
          className={styles.back}
          aria-label={t('conversation.back')}
        >
          <ArrowLeftIcon size={20} aria-hidden="true" />
        </Link>
        {dialog && <ConversationTitle dialog={dialog} />}
      </header>
      {children}
    </section>
  );
}

function ConversationTitle({ dialog }: { dialog: CommunityDialog }) {
  const { t } = useTranslation('community');
  const { root } = useCommunity();
  const navigate = useNavigate();
  const leave = useMembershipMutation(dialog.id, 'leave');
  const person = dialog.interlocutor;
  const title = dialogTitle(dialog) || t('dialogs.untitled');
  return (
    <>
      {person ? (
        <Avatar
          id={person.id}
          name={person.name}
          lastName={person.last_name}
          src={person.avatar}
          size="sm"
        />
      ) : (
        <span className={styles.roomMark} aria-hidden="true">
          #
        </span>
      )}
      <div className={styles.titles}>
        <h1 id={`conversation-${dialog.id}`} className={styles.title}>
          {person ? (
            <Link to={communityPaths.member(root, person.id)} className={styles.titleLink}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h1>
        <p className={styles.subtitle}>
          {dialog.kind === 'room'
            ? t('conversation.roomSubtitle', { count: dialog.membersCount })
            : t('conversation.personalSubtitle')}
        </p>
      </div>
      {dialog.kind === 'room' && dialog.isMember && dialog.abilities.canLeave && (
        <Button
          variant="ghost"
          size="sm"
          loading={leave.isPending}
          onClick={() =>
            leave.mutate(undefined, {
              onSuccess: () => void navigate(communityPaths.space(root, dialog.spaceId)),
            })
          }
        >
          {t('conversation.leave')}
        </Button>
      )}
    </>
  );
}

/** A room one is not a member of: what it is and "Join the room". */
export function JoinRoomPanel({ dialog }: { dialog: CommunityDialog }) {
  const { t } = useTranslation('community');
  const join = useMembershipMutation(dialog.id, 'join');
  const name = dialogTitle(dialog) || t('dialogs.untitled');
  return (
    <div className={styles.join}>
      <h2 className={styles.joinTitle}>{t('conversation.joinTitle', { name })}</h2>
      {dialog.description && <p className={styles.joinText}>{dialog.description}</p>}
      <p className={styles.joinText}>{t('conversation.joinText')}</p>
      {dialog.abilities.canJoin && (
        <Button size="lg" loading={join.isPending} onClick={() => join.mutate()}>
          {t('conversation.join')}
        </Button>
      )}
    </div>
  );
}

/** In place of the composer when one may read but not write. */
export function ComposerClosed({ dialog }: { dialog: CommunityDialog }) {
  const { t } = useTranslation('community');
  return (
    <p className={styles.closed} role="note">
      {dialog.closed || dialog.archived ? t('conversation.closed') : t('conversation.readOnly')}
    </p>
  );
}

/** Above the first message: whose conversation this is. */
export function ConversationStart({ dialog }: { dialog: CommunityDialog }) {
  const { t } = useTranslation('community');
  const name = dialogTitle(dialog);
  return (
    <p className={styles.start}>
      {dialog.kind === 'room'
        ? t('conversation.introRoom', { name })
        : t('conversation.introPersonal', { name })}
    </p>
  );
}
