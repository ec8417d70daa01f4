import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type ButtonHTMLAttributes,
} from 'react';
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
 * A menu button (WAI-ARIA menu pattern): opens on click, Enter, Space or arrows; arrows, Home
 * and End move between items; Escape closes and gives focus back; a click outside closes.
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
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const menuId = useId();
  const buttonId = `${menuId}-button`;

  useEffect(() => {
    if (!open) return;
    itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex((index + items.length) % items.length);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: focusIndex + 1,
      ArrowUp: focusIndex - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(((moves[event.key] ?? 0) + items.length) % items.length);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const select = (item: MenuItem) => {
    close(!item.to);
    item.onSelect?.();
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        {...buttonProps}
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={buttonClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={handleButtonKeyDown}
      >
        {button}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={cx(styles.menu, align === 'start' ? styles.start : styles.end)}
          onKeyDown={handleMenuKeyDown}
        >
          {header && (
            <div role="none" className={styles.header}>
              {header}
            </div>
          )}
          {items.map((item, index) => {
            const className = cx(styles.item, item.tone === 'danger' && styles.danger);
            const common = {
              role: 'menuitem',
              tabIndex: -1,
              className,
              onMouseEnter: () => setFocusIndex(index),
            } as const;
            const content = (
              <>
                {item.icon && <span className={styles.icon}>{item.icon}</span>}
                {item.label}
              </>
            );
            return item.to ? (
              <Link
                key={item.key}
                to={item.to}
                {...common}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                onClick={() => select(item)}
              >
                {content}
              </Link>
            ) : (
              <button
                key={item.key}
                type="button"
                {...common}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                onClick={() => select(item)}
              >
                {content}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
