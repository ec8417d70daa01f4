import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactNode, Ref } from 'react';
import { cx } from '../../lib/cx';
import styles from './popover.module.css';

export type PopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the panel for assistive technology. */
  label: string;
  /** What the button that opens it shows. */
  trigger: ReactNode;
  triggerClassName?: string;
  children: ReactNode;
  className?: string;
  triggerRef?: Ref<HTMLButtonElement>;
};

/**
 * A panel under its button (desktop filters, Radix Popover): opens on click, closes on Escape, a
 * click outside, or the button again; focus moves in when it opens and back when Escape closes
 * it; near the window's edge it shifts to stay inside.
 */
export function Popover({
  open,
  onOpenChange,
  label,
  trigger,
  triggerClassName,
  children,
  className,
  triggerRef,
}: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger ref={triggerRef} type="button" className={triggerClassName}>
        {trigger}
      </RadixPopover.Trigger>
      <RadixPopover.Content
        aria-label={label}
        align="start"
        sideOffset={8}
        collisionPadding={16}
        className={cx(styles.panel, className)}
      >
        {children}
      </RadixPopover.Content>
    </RadixPopover.Root>
  );
}
