import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { cx } from '../../lib/cx';
import styles from './app-shell-skeleton.module.css';

/**
 * The widget's outline while it loads: the header in the university colour once it is known
 * (from the settings, or remembered from the last visit), neutral before.
 */
export function AppShellSkeleton({ branded = false }: { branded?: boolean }) {
  return (
    <SkeletonGroup>
      <div className={cx(styles.header, branded && styles.branded)} data-testid="shell-header">
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
