import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../lib/cx';
import styles from './menu.module.css';

export type MenuItem = {
  key: string;
  label: string;
  icon?: ReactNode;
  /** A navigation item; otherwise onSelect runs. */
  to?: string;
  onSelect?: () => void;
  tone?: 'default' | 'danger';
};

type MenuProps = {
  /** The button's accessible name (its visible content may be only an avatar). */
  label: string;
  /** What the button shows. */
  button: ReactNode;
  buttonClassName?: string;
  buttonProps?: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'onKeyDown'>;
  /** Shown above the items, for context (who is signed in); not an item itself. */
  header?: ReactNode;
  items: readonly MenuItem[];
  align?: 'start' | 'end';
};

/**
 * A menu button (WAI-ARIA menu pattern, Radix DropdownMenu): opens on click, Enter, Space or
 * arrows; arrows, Home, End and typing move between items; Escape closes and gives focus back;
 * a click outside closes.
 */
export function Menu({
  label,
  button,
  buttonClassName,
  buttonProps,
  header,
  items,
  align = 'end',
}: MenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        {...buttonProps}
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
          {header && (
            <div role="none" className={styles.header}>
              {header}
            </div>
          )}
          {items.map((item) => {
            const className = cx(styles.item, item.tone === 'danger' && styles.danger);
            const content = (
              <>
                {item.icon && <span className={styles.icon}>{item.icon}</span>}
                {item.label}
              </>
            );
            return item.to ? (
              <DropdownMenu.Item key={item.key} asChild className={className}>
                <Link to={item.to} onClick={item.onSelect}>
                  {content}
                </Link>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={item.key} className={className} onSelect={item.onSelect}>
                {content}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
