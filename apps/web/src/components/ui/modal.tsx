import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';
import styles from './modal.module.css';

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the dialog for assistive technology. */
  title: string;
  description?: string;
  children: ReactNode;
  /** Actions, right-aligned on desktop and full width in the phone sheet. */
  footer?: ReactNode;
  /** The control that opens it, when the modal owns its opening. */
  trigger?: ReactNode;
  className?: string;
};

/**
 * A dialog that traps focus, closes on Escape and the close button, and returns focus to what
 * opened it; at 750 px and below it is a bottom sheet.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  trigger,
  className,
}: ModalProps) {
  const { t } = useTranslation();
  // Radix returns focus only to its own Trigger; modals opened from elsewhere remember the opener.
  const opener = useRef<HTMLElement | null>(null);
  const handleOpenAutoFocus = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const handleCloseAutoFocus = (event: Event) => {
    if (trigger || !opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={cx(styles.content, className)}
          onOpenAutoFocus={handleOpenAutoFocus}
          onCloseAutoFocus={handleCloseAutoFocus}
          // Without a description Radix expects this to be said explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.handle} aria-hidden="true" />
          <div className={styles.header}>
            <div className={styles.headings}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {description && (
                <Dialog.Description className={styles.description}>
                  {description}
                </Dialog.Description>
              )}
            </div>
            <Dialog.Close asChild>
              <IconButton
                aria-label={t('common.close')}
                icon={<CloseIcon />}
                className={styles.close}
              />
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
