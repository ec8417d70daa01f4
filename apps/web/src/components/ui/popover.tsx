import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import styles from './popover.module.css';

type PopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the panel for assistive technology. */
  label: string;
  /** What the button that opens it shows. */
  trigger: ReactNode;
  triggerClassName?: string;
  children: ReactNode;
  className?: string;
};

const FOCUSABLE =
  'button:not(:disabled), input:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])';
const PANEL_WIDTH = 340;

/**
 * A panel under its button (desktop filters): opens on click, closes on Escape, a click
 * outside, or the button again; focus moves in when it opens and back when Escape closes it.
 */
export function Popover({
  open,
  onOpenChange,
  label,
  trigger,
  triggerClassName,
  children,
  className,
}: PopoverProps) {
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [alignEnd, setAlignEnd] = useState(false);

  useLayoutEffect(() => {
    if (!open || !root.current) return;
    // Near the right edge the panel opens leftwards, so it never leaves the window.
    const rect = root.current.getBoundingClientRect();
    setAlignEnd(rect.left + PANEL_WIDTH > window.innerWidth);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const handlePointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onOpenChange(false);
    };
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onOpenChange(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', handlePointer);
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('pointerdown', handlePointer);
      document.removeEventListener('keydown', handleKey);
    };
  }, [open, onOpenChange]);

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={button}
        type="button"
        className={triggerClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        onClick={() => onOpenChange(!open)}
      >
        {trigger}
      </button>
      <div
        id={panelId}
        ref={panel}
        role="dialog"
        aria-label={label}
        hidden={!open}
        className={cx(styles.panel, alignEnd && styles.end, className)}
      >
        {open && children}
      </div>
    </div>
  );
}
