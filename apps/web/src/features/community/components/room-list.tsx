import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CommunityDialog } from '@quad/shared/contracts/community';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChatIllustration } from '../../../components/ui/illustrations';
import { cx } from '../../../lib/cx';
import { useRoomsQuery, type RoomsFilter } from '../api/get-dialogs';
import { useMembershipMutation } from '../api/join-dialog';
import { useCommunity } from '../hooks/use-community';
import { communityPaths } from '../lib/paths';
import { CommunityErrorState } from './community-states';
import { RowsSkeleton } from './community-skeletons';
import { UnreadBadge } from './unread-badge';
import styles from './community-lists.module.css';
import { useReferenceNames } from '../../../i18n/reference-names';

type RoomListProps = {
  filter: RoomsFilter;
  /** Names the list (the heading above it). */
  labelledBy: string;
  /** Shown when a search or subject found nothing: a way back to every room. */
  onClearFilter?: () => void;
  limit?: number;
};

/** A space's public rooms: the ones joined open, the others offer to join. */
export function RoomList({ filter, labelledBy, onClearFilter, limit }: RoomListProps) {
  const { t } = useTranslation('community');
  const query = useRoomsQuery(filter);
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
  const rooms = limit ? query.data.items.slice(0, limit) : query.data.items;
  if (rooms.length === 0) {
    const filtered = filter.search !== '' || filter.subjectId !== null;
    return (
      <EmptyState
        illustration={<ChatIllustration />}
        headingLevel={3}
        title={filtered ? t('rooms.noMatchTitle') : t('rooms.emptyTitle')}
        text={filtered ? t('rooms.noMatchText') : t('rooms.emptyText')}
        action={
          filtered && onClearFilter ? (
            <Button variant="secondary" onClick={onClearFilter}>
              {t('rooms.clearFilter')}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <ul className={styles.list} aria-labelledby={labelledBy} aria-busy={query.isFetching}>
      {rooms.map((room) => (
        <li key={room.id}>
          <RoomRow room={room} />
        </li>
      ))}
    </ul>
  );
}

function RoomRow({ room }: { room: CommunityDialog }) {
  const { t } = useTranslation('community');
  const names = useReferenceNames();
  const { root } = useCommunity();
  const navigate = useNavigate();
  const join = useMembershipMutation(room.id, 'join');
  const path = communityPaths.dialog(root, room.id);
  const name = room.name ?? t('dialogs.untitled');
  return (
    <div className={styles.row}>
      <span className={styles.roomAvatar} aria-hidden="true">
        #
      </span>
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>{name}</span>
        {room.description && (
          <span className={cx(styles.rowMeta, styles.rowWrap)}>{room.description}</span>
        )}
        <span className={styles.rowFacts}>
          {room.subject && <Chip>{names.subject(room.subject)}</Chip>}
          <span className={styles.rowMeta}>{t('rooms.members', { count: room.membersCount })}</span>
        </span>
      </span>
      <UnreadBadge count={room.isMember ? room.unreadCount : 0} />
      {room.isMember ? (
        <ButtonLink
          to={path}
          variant="secondary"
          size="sm"
          aria-label={t('rooms.openNamed', { name })}
        >
          {t('rooms.open')}
        </ButtonLink>
      ) : room.abilities.canJoin ? (
        <Button
          size="sm"
          loading={join.isPending}
          aria-label={t('rooms.joinNamed', { name })}
          onClick={() => join.mutate(undefined, { onSuccess: () => void navigate(path) })}
        >
          {t('rooms.join')}
        </Button>
      ) : (
        <ButtonLink to={path} variant="ghost" size="sm" aria-label={t('rooms.viewNamed', { name })}>
          {t('rooms.view')}
        </ButtonLink>
      )}
    </div>
  );
}
