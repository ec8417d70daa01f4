import { useEffect, useEffectEvent, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ChoiceMenuProps } from './choice-menu';
import { deferredModule } from './deferred-module';
import { PlaceholderTrigger, useTriggerHandoff } from './placeholder-trigger';

const choiceMenus = deferredModule(() => import('./choice-menu'));

/** How the menu was asked to open before its code arrived: a pointer, or the key pressed. */
type Press = 'pointer' | 'Enter' | ' ' | 'ArrowDown';

/**
 * A ChoiceMenu whose code arrives just after the page's first paint: until then its button is a
 * stand-in that looks, is named and takes presses like the real one, and the menu opens as soon
 * as it is here when it was asked for (by pointer, or by Enter, Space or ArrowDown).
 */
export function DeferredChoiceMenu<T extends string>(props: ChoiceMenuProps<T>) {
  const [press, setPress] = useState<Press | null>(null);
  const module = choiceMenus.useModule(press);
  const { hadFocusRef, triggerRef } = useTriggerHandoff(module !== null);

  // A key pressed on the stand-in is pressed again on the real button, so the menu opens as it
  // would have from the keyboard (focus on its first item). Radix listens once mounted.
  const replayKey = useEffectEvent(() => {
    if (press === null || press === 'pointer') return;
    triggerRef.current?.dispatchEvent(
      new globalThis.KeyboardEvent('keydown', { key: press, bubbles: true, cancelable: true }),
    );
  });
  const arrived = module !== null;
  useEffect(() => {
    if (arrived) replayKey();
  }, [arrived]);

  if (module) {
    return (
      <module.ChoiceMenu {...props} defaultOpen={press === 'pointer'} triggerRef={triggerRef} />
    );
  }

  // As Radix's trigger: a main-button press or Enter and Space toggle, ArrowDown opens.
  const handlePointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || event.ctrlKey) return;
    event.preventDefault();
    setPress((current) => (current ? null : 'pointer'));
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const key = event.key;
    if (key !== 'Enter' && key !== ' ' && key !== 'ArrowDown') return;
    event.preventDefault();
    setPress((current) => (current && key !== 'ArrowDown' ? null : key));
  };
  return (
    <PlaceholderTrigger
      hadFocusRef={hadFocusRef}
      className={props.buttonClassName}
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerDown={handlePointerDown}
      onKeyDown={handleKeyDown}
    >
      {props.button}
    </PlaceholderTrigger>
  );
}
