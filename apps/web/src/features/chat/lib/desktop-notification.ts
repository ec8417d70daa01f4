import { notifyParent } from '../../../lib/embed-bridge';

export type ChatNotification = { title: string; body: string; dialogId: number };

/**
 * Shows a desktop notification (spec §4). Inside a frame it goes to the parent page, which
 * shows it and sends `quad:open-dialog` back on click; alone, the browser shows it, when allowed.
 */
export function showChatNotification(
  notification: ChatNotification,
  openDialog: (dialogId: number) => void,
): 'parent' | 'desktop' | 'none' {
  if (notifyParent(notification)) return 'parent';
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return 'none';
  const shown = new Notification(notification.title, {
    body: notification.body,
    // One notification per chat: a newer message replaces the older one.
    tag: `quad-dialog-${notification.dialogId}`,
  });
  shown.onclick = () => {
    window.focus();
    openDialog(notification.dialogId);
    shown.close();
  };
  return 'desktop';
}

/** True when asking for permission makes sense: supported, not decided, not in a frame. */
export function canAskForNotifications(embedded: boolean): boolean {
  return !embedded && typeof Notification !== 'undefined' && Notification.permission === 'default';
}
