import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import styles from './step-skeleton.module.css';

/** A form-shaped placeholder while the next step gets ready: labels, fields, the action. */
export function StepSkeleton({ fields = 3 }: { fields?: number }) {
  return (
    <SkeletonGroup className={styles.stack}>
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className={styles.field}>
          <Skeleton width={140} />
          <Skeleton shape="rect" height={52} />
        </div>
      ))}
      <Skeleton shape="rect" height={52} />
    </SkeletonGroup>
  );
}
