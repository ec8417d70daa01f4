import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import styles from './community-lists.module.css';

/** Rows shaped like conversations or rooms, while they load. */
export function RowsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <SkeletonGroup className={styles.list}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.rowSkeleton}>
          <Skeleton shape="circle" width={48} />
          <div className={styles.rowSkeletonText}>
            <Skeleton width="40%" />
            <Skeleton width="70%" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** Cards shaped like people, while they load. */
export function PeopleSkeleton({ count = 4 }: { count?: number }) {
  return (
    <SkeletonGroup className={styles.people}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.personSkeleton}>
          <Skeleton shape="circle" width={72} />
          <Skeleton width="60%" />
          <Skeleton width="40%" />
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** A whole community screen loading: a title, tiles and rows. */
export function CommunityScreenSkeleton() {
  return (
    <SkeletonGroup className={styles.screenSkeleton}>
      <Skeleton width={220} height={32} />
      <div className={styles.tiles}>
        <Skeleton shape="card" height={112} />
        <Skeleton shape="card" height={112} />
      </div>
      <RowsSkeleton />
    </SkeletonGroup>
  );
}
