import { Card } from '../../../../components/ui/card';
import { Skeleton, SkeletonGroup } from '../../../../components/ui/skeleton';
import { PostCardSkeleton } from '../shared/skeletons';
import styles from './section-skeletons.module.css';

/** Ambassador cards: photo, name, subject, facts and the chat action. */
export function ProfileRailSkeleton({ count }: { count: number }) {
  return (
    <SkeletonGroup className={styles.rail}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className={styles.profile}>
          <Skeleton shape="circle" width={72} />
          <div className={styles.centered}>
            <Skeleton width="55%" height={16} />
            <Skeleton width="75%" />
          </div>
          <div className={styles.chips}>
            <Skeleton width={64} height={28} />
            <Skeleton width={80} height={28} />
          </div>
          <Skeleton shape="rect" width="100%" height={44} />
        </Card>
      ))}
    </SkeletonGroup>
  );
}

/** Post cards: picture, author and the first lines. */
export function PostRailSkeleton({ count }: { count: number }) {
  return (
    <SkeletonGroup className={styles.rail}>
      {Array.from({ length: count }, (_, index) => (
        <PostCardSkeleton key={index} />
      ))}
    </SkeletonGroup>
  );
}

/** FAQ rows: the question and who answered. */
export function FaqListSkeleton({ count }: { count: number }) {
  return (
    <SkeletonGroup>
      <Card padded={false} className={styles.list}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.row}>
            <Skeleton shape="circle" width={32} />
            <div className={styles.rowText}>
              <Skeleton width={index % 2 ? '70%' : '85%'} height={16} />
              <Skeleton width="40%" />
            </div>
          </div>
        ))}
      </Card>
    </SkeletonGroup>
  );
}
