import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import styles from './app-shell-skeleton.module.css';

/** The widget's outline while its settings load: neutral, since the colour is not known yet. */
export function AppShellSkeleton() {
  return (
    <SkeletonGroup>
      <div className={styles.header}>
        <div className={styles.bar}>
          <Skeleton shape="rect" width={40} height={40} />
          <Skeleton width={160} height={18} />
        </div>
      </div>
      <div className={styles.body}>
        <Skeleton width="min(520px, 90%)" height={28} />
        <Skeleton width="min(420px, 70%)" />
        <Skeleton shape="rect" width="min(520px, 100%)" height={52} />
        <div className={styles.cards}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} shape="card" height={240} />
          ))}
        </div>
      </div>
    </SkeletonGroup>
  );
}
