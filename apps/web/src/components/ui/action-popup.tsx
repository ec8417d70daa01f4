import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import styles from './action-popup.module.css';

type ActionPopupProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What happened or what will happen, in a sentence or two. */
  body?: ReactNode;
  /** Anything more the decision needs (a reason field, a list). */
  children?: ReactNode;
  /** The main action; without it the popup only informs and offers "OK". */
  confirmLabel?: string;
  onConfirm?: () => void;
  /** The label of the way out: "Cancel" or, when only informing, "OK". */
  dismissLabel: string;
  tone?: 'primary' | 'danger';
  busy?: boolean;
};

/**
 * The action popup of spec §2 (title, body, children): a confirmation or a notice, with one
 * clear action. A dialog on desktop, a bottom sheet on phones.
 */
export function ActionPopup({
  open,
  onOpenChange,
  title,
  body,
  children,
  confirmLabel,
  onConfirm,
  dismissLabel,
  tone = 'primary',
  busy = false,
}: ActionPopupProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      className={styles.popup}
      footer={
        <>
          <Button
            variant={confirmLabel ? 'secondary' : 'primary'}
            onClick={() => onOpenChange(false)}
          >
            {dismissLabel}
          </Button>
          {confirmLabel && (
            <Button
              onClick={onConfirm}
              loading={busy}
              className={tone === 'danger' ? styles.danger : undefined}
            >
              {confirmLabel}
            </Button>
          )}
        </>
      }
    >
      {body && <div className={styles.body}>{body}</div>}
      {children}
    </Modal>
  );
}
