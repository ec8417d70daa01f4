import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StepProgress } from '../../../components/ui/step-progress';
import { cx } from '../../../lib/cx';
import { STEP_TOTAL, stepNumber, type Screen } from '../lib/steps';
import styles from './apply.module.css';

type ApplyFrameProps = {
  screen: Screen;
  title: string;
  intro?: ReactNode;
  /** The profile step is wider: the card preview sits beside the form. */
  wide?: boolean;
  children: ReactNode;
};

/**
 * One screen of the flow: the step count, the heading and the content in a card. Focus moves to
 * the heading when the screen changes, so screen readers announce the new step.
 */
export function ApplyFrame({ screen, title, intro, wide = false, children }: ApplyFrameProps) {
  const { t } = useTranslation('application');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [screen]);
  const step = stepNumber(screen);
  return (
    <div className={cx(styles.page, wide && styles.wide)}>
      <section className={styles.card} aria-labelledby="apply-title">
        <p className={styles.eyebrow}>{t('title')}</p>
        {step !== null && <StepProgress current={step} total={STEP_TOTAL} label={title} />}
        <div className={styles.heading}>
          <h1 id="apply-title" ref={headingRef} tabIndex={-1} className={styles.title}>
            {title}
          </h1>
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
        {children}
      </section>
    </div>
  );
}
