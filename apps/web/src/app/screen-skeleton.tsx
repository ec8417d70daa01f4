import type { JSX } from 'react';
import { Card } from '../components/ui/card';
import { Skeleton, SkeletonGroup } from '../components/ui/skeleton';
import styles from './screen-skeleton.module.css';

export const SCREEN_SHAPES = [
  'profile',
  'article',
  'grid',
  'list',
  'chat',
  'form',
  'stream',
  'wait',
] as const;
export type ScreenShape = (typeof SCREEN_SHAPES)[number];

function Lines({ widths }: { widths: string[] }) {
  return (
    <div className={styles.stack}>
      {widths.map((width, index) => (
        <Skeleton key={index} width={width} />
      ))}
    </div>
  );
}

const SHAPES: Record<ScreenShape, () => JSX.Element> = {
  profile: () => (
    <Card className={styles.profile}>
      <Skeleton shape="circle" width={128} />
      <Skeleton width="40%" height={20} />
      <div className={styles.row}>
        <Skeleton width={96} height={32} />
        <Skeleton width={72} height={32} />
        <Skeleton width={88} height={32} />
      </div>
      <Lines widths={['100%', '95%', '70%']} />
      <Skeleton shape="rect" width="100%" height={52} />
    </Card>
  ),
  article: () => (
    <Card padded={false}>
      <Skeleton shape="rect" className={styles.media} />
      <div className={styles.articleBody}>
        <Skeleton width="75%" height={20} />
        <Lines widths={['100%', '96%', '90%', '60%']} />
      </div>
    </Card>
  ),
  grid: () => (
    <div className={styles.grid}>
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} shape="card" height={260} />
      ))}
    </div>
  ),
  list: () => (
    <Card padded={false}>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className={styles.listRow}>
          <Skeleton shape="circle" width={48} />
          <div className={styles.grow}>
            <Skeleton width="50%" height={16} />
            <Skeleton width="80%" />
          </div>
        </div>
      ))}
    </Card>
  ),
  chat: () => (
    <Card className={styles.chat}>
      <Skeleton shape="rect" height={56} className={styles.incoming} />
      <Skeleton shape="rect" height={40} className={styles.outgoing} />
      <Skeleton shape="rect" height={72} className={styles.incoming} />
      <Skeleton shape="rect" height={44} className={styles.composer} />
    </Card>
  ),
  form: () => (
    <div className={styles.form}>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className={styles.field}>
          <Skeleton width={120} />
          <Skeleton shape="rect" height={44} />
        </div>
      ))}
      <Skeleton shape="rect" height={44} />
    </div>
  ),
  stream: () => (
    <div className={styles.stream}>
      <Skeleton shape="card" className={styles.media} />
      <Card>
        <Lines widths={['60%', '90%', '80%', '85%', '50%']} />
      </Card>
    </div>
  ),
  wait: () => (
    <div className={styles.wait}>
      <Skeleton shape="circle" width={64} />
      <Skeleton width={200} />
    </div>
  ),
};

/** A skeleton shaped like the screen that will stand here. */
export function ScreenSkeleton({ shape }: { shape: ScreenShape }) {
  const Shape = SHAPES[shape];
  return (
    <SkeletonGroup>
      <Shape />
    </SkeletonGroup>
  );
}
