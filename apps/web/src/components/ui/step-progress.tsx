import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import styles from './step-progress.module.css';

type StepProgressProps = {
  /** 1-based. */
  current: number;
  total: number;
  /** What the steps are of, read out with the count ("Step 1 of 2: Create your account"). */
  label?: string;
  className?: string;
};

/** "Step 1 of 2" and a segmented bar, for flows of a few screens. */
export function StepProgress({ current, total, label, className }: StepProgressProps) {
  const { t } = useTranslation();
  const text = t('common.stepOf', { current, total });
  return (
    <div className={cx(styles.progress, className)}>
      <p className={styles.text}>
        {text}
        {label && <span className="visually-hidden">: {label}</span>}
      </p>
      <div className={styles.bar} aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <span key={index} className={cx(styles.segment, index < current && styles.done)} />
        ))}
      </div>
    </div>
  );
}
