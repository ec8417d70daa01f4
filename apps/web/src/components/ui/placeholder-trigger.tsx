import { useLayoutEffect, useRef, type ButtonHTMLAttributes, type RefObject } from 'react';

type PlaceholderTriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Set as the button leaves the page: whether it had focus, for the real button to take. */
  hadFocusRef: RefObject<boolean>;
};

/**
 * A menu's or panel's button as it looks and is named, shown while the control's code is on its
 * way: it can be focused and pressed, and the control answers the press once it is here.
 */
export function PlaceholderTrigger({ hadFocusRef, ...props }: PlaceholderTriggerProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const button = ref.current;
    // Runs before the button is taken out of the page, while it still holds the focus.
    return () => {
      hadFocusRef.current = button !== null && document.activeElement === button;
    };
  }, [hadFocusRef]);
  return <button ref={ref} type="button" {...props} />;
}

/**
 * The hand-over from a PlaceholderTrigger to the real button when the control arrives: focus
 * stays on the control's button, as if it had been the same button all along.
 */
export function useTriggerHandoff(arrived: boolean) {
  const hadFocusRef = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (arrived && hadFocusRef.current) triggerRef.current?.focus();
    hadFocusRef.current = false;
  }, [arrived]);
  return { hadFocusRef, triggerRef };
}
