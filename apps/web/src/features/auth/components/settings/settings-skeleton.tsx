import { Card } from '../../../../components/ui/card';
import { Skeleton, SkeletonGroup } from '../../../../components/ui/skeleton';
import styles from './settings-skeleton.module.css';

/** The settings cards before the account arrives: a photo, name fields, then rows. */
export function SettingsSkeleton() {
  return (
    <SkeletonGroup className={styles.stack}>
      <Card className={styles.card}>
        <Skeleton width="30%" height={18} />
        <div className={styles.profile}>
          <Skeleton shape="circle" width={96} />
          <Skeleton shape="rect" width={120} height={36} />
        </div>
        <div className={styles.fields}>
          <Skeleton shape="rect" height={44} />
          <Skeleton shape="rect" height={44} />
        </div>
      </Card>
      {[2, 3].map((rows) => (
        <Card key={rows} className={styles.card}>
          <Skeleton width="40%" height={18} />
          {Array.from({ length: rows }, (_, index) => (
            <div key={index} className={styles.row}>
              <Skeleton shape="circle" width={40} />
              <div className={styles.grow}>
                <Skeleton width="35%" />
                <Skeleton width="60%" />
              </div>
              <Skeleton shape="rect" width={72} height={36} />
            </div>
          ))}
        </Card>
      ))}
    </SkeletonGroup>
  );
}
