import { isSystemMessageType, type Message } from '@quad/shared/contracts/dialogs';

export type NotificationContext = {
  /** The signed-in account. */
  accountId: number;
  /** The dialog on screen, if any. */
  viewingDialogId: number | null;
  /** False while the tab is in the background: nobody is viewing anything then. */
  pageVisible: boolean;
};

/**
 * Spec §4: a desktop notification for a new message of a type other than 4, 5 and 6, when the
 * person is not viewing its dialog and did not write it.
 */
export function shouldNotify(message: Message, context: NotificationContext): boolean {
  if (isSystemMessageType(message.type)) return false;
  if (message.user === null || message.user.id === context.accountId) return false;
  const viewing = context.pageVisible && context.viewingDialogId === message.dialog_id;
  return !viewing;
}

const BODY_LENGTH = 140;

/** The title and body of a message's notification: who wrote, and the start of what they wrote. */
export function notificationContent(
  message: Message,
  dialogName: string | null,
): { title: string; body: string } {
  const author = message.user ? `${message.user.name} ${message.user.last_name}`.trim() : '';
  const title = dialogName ? `${author} · ${dialogName}` : author;
  const text = message.text.replace(/\s+/g, ' ').trim();
  const body = text.length > BODY_LENGTH ? `${text.slice(0, BODY_LENGTH - 1)}…` : text;
  return { title, body };
}
