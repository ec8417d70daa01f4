import { deferredModule } from './deferred-module';
import type { PopoverProps } from './popover';
import { PlaceholderTrigger, useTriggerHandoff } from './placeholder-trigger';

const popovers = deferredModule(() => import('./popover'));

/**
 * A Popover whose code arrives just after the page's first paint: until then its button is a
 * stand-in that looks, is named and toggles `open` like the real one, and the panel shows as soon
 * as it is here when it was opened.
 */
export function DeferredPopover(props: PopoverProps) {
  const { open, onOpenChange } = props;
  const module = popovers.useModule(open);
  const { hadFocusRef, triggerRef } = useTriggerHandoff(module !== null);
  if (module) return <module.Popover {...props} triggerRef={triggerRef} />;
  return (
    <PlaceholderTrigger
      hadFocusRef={hadFocusRef}
      className={props.triggerClassName}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      onClick={() => onOpenChange(!open)}
    >
      {props.trigger}
    </PlaceholderTrigger>
  );
}
