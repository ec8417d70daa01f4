import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode, Ref } from 'react';
import { CheckIcon } from './icons';
import styles from './menu.module.css';

export type Choice<T extends string> = {
  value: T;
  label: string;
  /** The language the label is written in (a language's own name), for screen readers. */
  lang?: string;
};

export type ChoiceMenuProps<T extends string> = {
  /** The button's accessible name; it should say the current choice. */
  label: string;
  button: ReactNode;
  buttonClassName?: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  align?: 'start' | 'end';
  /** Opens at once (a press that came before the menu's code did). */
  defaultOpen?: boolean;
  triggerRef?: Ref<HTMLButtonElement>;
};

/**
 * A menu button whose items are one choice among several (Radix radio items: `menuitemradio`
 * with `aria-checked`), keyboard-operable like every menu: arrows, typing, Escape.
 */
export function ChoiceMenu<T extends string>({
  label,
  button,
  buttonClassName,
  choices,
  value,
  onChange,
  align = 'end',
  defaultOpen,
  triggerRef,
}: ChoiceMenuProps<T>) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        type="button"
        className={buttonClassName}
        aria-label={label}
      >
        {button}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={8}
          collisionPadding={16}
          className={styles.menu}
        >
          <DropdownMenu.RadioGroup value={value} onValueChange={(next) => onChange(next as T)}>
            {choices.map((choice) => (
              <DropdownMenu.RadioItem
                key={choice.value}
                value={choice.value}
                lang={choice.lang}
                className={styles.item}
              >
                <span className={styles.check}>
                  <DropdownMenu.ItemIndicator>
                    <CheckIcon size={18} />
                  </DropdownMenu.ItemIndicator>
                </span>
                {choice.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
