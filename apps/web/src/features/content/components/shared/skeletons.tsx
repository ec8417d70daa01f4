import { Skeleton, SkeletonGroup } from '../../../../components/ui/skeleton';
import styles from './skeletons.module.css';
import gridStyles from './content-grid.module.css';

/** Ambassador cards while they load: photo, name, subject, facts and the chat action. */
export function AmbassadorGridSkeleton({ count }: { count: number }) {
  return (
    <SkeletonGroup className={gridStyles.grid}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.profileCard}>
          <Skeleton shape="circle" width={96} />
          <Skeleton width="55%" height={18} />
          <Skeleton width="70%" />
          <div className={styles.row}>
            <Skeleton width={96} height={28} />
          </div>
          <Skeleton width="90%" />
          <Skeleton shape="rect" width="100%" height={44} />
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** Post cards while they load: picture, byline, caption. */
export function PostGridSkeleton({ count }: { count: number }) {
  return (
    <SkeletonGroup className={gridStyles.grid}>
      {Array.from({ length: count }, (_, index) => (
        <PostCardSkeleton key={index} />
      ))}
    </SkeletonGroup>
  );
}

/** One post card while it loads: picture, byline, the first lines of the caption. */
export function PostCardSkeleton() {
  return (
    <div className={styles.postCard}>
      <Skeleton shape="rect" className={styles.media} />
      <div className={styles.body}>
        <div className={styles.row}>
          <Skeleton shape="circle" width={32} />
          <Skeleton width="45%" />
        </div>
        <Skeleton width="95%" />
        <Skeleton width="70%" />
      </div>
    </div>
  );
}

/** FAQ rows while they load. */
export function FaqListSkeleton({ count }: { count: number }) {
  return (
    <SkeletonGroup className={styles.list}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.listRow}>
          <Skeleton width={index % 2 ? '70%' : '85%'} height={18} />
          <div className={styles.row}>
            <Skeleton shape="circle" width={24} />
            <Skeleton width="35%" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** A profile while it loads: header photo, name, chips, about. */
export function ProfileSkeleton() {
  return (
    <SkeletonGroup className={styles.profile}>
      <div className={styles.profileHeader}>
        <Skeleton shape="circle" width={128} />
        <Skeleton width={200} height={28} />
        <div className={styles.row}>
          <Skeleton width={120} height={32} />
          <Skeleton width={96} height={32} />
          <Skeleton width={88} height={32} />
        </div>
        <Skeleton shape="rect" width={240} height={52} />
      </div>
      <div className={styles.paragraph}>
        <Skeleton width={120} height={20} />
        <Skeleton width="100%" />
        <Skeleton width="96%" />
        <Skeleton width="70%" />
      </div>
    </SkeletonGroup>
  );
}

/** A post or FAQ while it loads: media, byline and text. */
export function ArticleSkeleton({ media = true }: { media?: boolean }) {
  return (
    <SkeletonGroup className={styles.article}>
      {media && <Skeleton shape="rect" className={styles.articleMedia} />}
      <div className={styles.paragraph}>
        <div className={styles.row}>
          <Skeleton shape="circle" width={40} />
          <Skeleton width="30%" />
        </div>
        <Skeleton width="85%" height={22} />
        <Skeleton width="100%" />
        <Skeleton width="92%" />
        <Skeleton width="60%" />
      </div>
    </SkeletonGroup>
  );
}
