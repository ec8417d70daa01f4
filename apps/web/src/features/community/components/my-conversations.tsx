import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CommunityDialog } from '@quad/shared/contracts/community';
import { Avatar } from '../../../components/ui/avatar';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChatIllustration } from '../../../components/ui/illustrations';
import { cx } from '../../../lib/cx';
import { useMyDialogsQuery } from '../api/get-dialogs';
import { useCommunity } from '../hooks/use-community';
import { communityPaths } from '../lib/paths';
import { dialogTitle } from '../lib/people';
import { CommunityErrorState } from './community-states';
import { RowsSkeleton } from './community-skeletons';
import { UnreadBadge } from './unread-badge';
import styles from './community-lists.module.css';

/** "My conversations": joined rooms and personal conversations, newest first, with unread counts. */
export function MyConversations({ headingId }: { headingId: string }) {
  const { t } = useTranslation('community');
  const query = useMyDialogsQuery();
  if (query.isPending) return <RowsSkeleton />;
  if (query.isError) {
    return (
      <CommunityErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        headingLevel={3}
      />
    );
  }
  if (query.data.items.length === 0) {
    return (
      <EmptyState
        illustration={<ChatIllustration />}
        headingLevel={3}
        title={t('dialogs.emptyTitle')}
        text={t('dialogs.emptyText')}
      />
    );
  }
  return (
    <ul className={styles.list} aria-labelledby={headingId}>
      {query.data.items.map((dialog) => (
        <li key={dialog.id}>
          <ConversationRow dialog={dialog} />
        </li>
      ))}
    </ul>
  );
}

function ConversationRow({ dialog }: { dialog: CommunityDialog }) {
  const { t } = useTranslation('community');
  const { root } = useCommunity();
  const title = dialogTitle(dialog) || t('dialogs.untitled');
  const last = dialog.lastMessage;
  const person = dialog.interlocutor;
  return (
    <Link
      to={communityPaths.dialog(root, dialog.id)}
      className={cx(styles.row, dialog.unreadCount > 0 && styles.rowUnread)}
    >
      {person ? (
        <Avatar
          id={person.id}
          name={person.name}
          lastName={person.last_name}
          src={person.avatar}
          size="md"
        />
      ) : (
        <span className={styles.roomAvatar} aria-hidden="true">
          #
        </span>
      )}
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>{title}</span>
        <span className={styles.rowMeta}>
          {last
            ? last.user
              ? t('dialogs.lastMessage', { name: last.user.name, text: last.text })
              : last.text
            : dialog.kind === 'room'
              ? t('dialogs.roomNoMessages')
              : t('dialogs.personalNoMessages')}
        </span>
      </span>
      <UnreadBadge count={dialog.unreadCount} />
    </Link>
  );
}
