import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { UsersIcon } from '../../../components/ui/icons';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useProspectsQuery } from '../api/get-prospects';
import styles from './prospects-list.module.css';

/** Who registered for the event, for its speakers, ambassadors and admins. */
export function ProspectsList({ eventId }: { eventId: number }) {
  const { t } = useTranslation('liveEvents');
  const query = useProspectsQuery(eventId);
  if (query.isPending) {
    return (
      <SkeletonGroup label={t('prospects.loading')} className={styles.list}>
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className={styles.row}>
            <Skeleton shape="circle" width={40} />
            <Skeleton width={140} />
          </div>
        ))}
      </SkeletonGroup>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        headingLevel={2}
        title={t('prospects.error.title')}
        text={t('prospects.error.text')}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    );
  }
  const users = query.data.pages.flatMap((page) => page.users);
  const total = query.data.pages[0]?.total ?? 0;
  if (users.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        illustration={<UsersIcon size={40} />}
        title={t('prospects.empty.title')}
        text={t('prospects.empty.text')}
      />
    );
  }
  return (
    <div className={styles.panel}>
      <p className={styles.total}>{t('prospects.total', { count: total })}</p>
      <ul className={styles.list} aria-label={t('prospects.listLabel')}>
        {users.map((user) => (
          <li key={user.id} className={styles.row}>
            <Avatar id={user.id} name={user.name} lastName={user.last_name} src={user.avatar} />
            <span className={styles.name}>{`${user.name} ${user.last_name}`.trim()}</span>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('prospects.more')}
        </Button>
      )}
    </div>
  );
}
