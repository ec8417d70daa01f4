import { useEffect, useRef } from 'react';
import { StepProgress } from '../../../components/ui/step-progress';
import { cx } from '../../../lib/cx';
import type { AuthMode } from '../../../app/session/auth-dialog-store';
import type { AuthFrame } from './auth-flow';
import { ModeSwitch } from './mode-switch';
import styles from './auth-frame.module.css';

type AuthFrameViewProps = {
  frame: AuthFrame;
  headingLevel: 1 | 2;
  onModeChange: (mode: AuthMode) => void;
  linkFor?: (mode: AuthMode) => { to: string; state?: unknown };
  /** The popup names itself with Dialog.Title: no second heading there. */
  hideHeading?: boolean;
  className?: string;
};

/**
 * The inside of the auth card: the mode switch, the step count, the heading and the form.
 * When the step changes, focus moves to the new heading so screen readers announce it.
 */
export function AuthFrameView({
  frame,
  headingLevel,
  onModeChange,
  linkFor,
  hideHeading = false,
  className,
}: AuthFrameViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstTitle = useRef(frame.title);
  useEffect(() => {
    if (frame.title === firstTitle.current) return;
    firstTitle.current = '';
    headingRef.current?.focus();
  }, [frame.title]);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.frame, className)}>
      {frame.modeSwitch && (
        <ModeSwitch current={frame.modeSwitch} onChange={onModeChange} linkFor={linkFor} />
      )}
      {frame.progress && (
        <StepProgress
          current={frame.progress.current}
          total={frame.progress.total}
          label={frame.title}
        />
      )}
      {!hideHeading && (
        <div className={styles.heading}>
          <Heading ref={headingRef} tabIndex={-1} className={styles.title}>
            {frame.title}
          </Heading>
          {frame.description && <p className={styles.description}>{frame.description}</p>}
        </div>
      )}
      {frame.body}
    </div>
  );
}
