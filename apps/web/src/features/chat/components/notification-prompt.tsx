import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../../components/ui/account-icons';
import { Button } from '../../../components/ui/button';
import { canAskForNotifications } from '../lib/desktop-notification';
import styles from './notification-prompt.module.css';

/** A browser that takes web push asks in the chat itself, after a first message (PushPrompt). */
const asksForPush = () => 'serviceWorker' in navigator && 'PushManager' in window;

/**
 * Asks once, on a tap, whether replies may show as desktop notifications (spec §4), in browsers
 * without web push; where push works, the push prompt asks once for both.
 */
export function NotificationPrompt() {
  const { t } = useTranslation('chat');
  const embedded = document.documentElement.dataset['embedded'] !== undefined;
  const [asked, setAsked] = useState(false);
  if (asked || asksForPush() || !canAskForNotifications(embedded)) return null;
  return (
    <div className={styles.prompt}>
      <BellIcon size={18} className={styles.icon} />
      <p className={styles.text}>{t('notifications.prompt')}</p>
      <Button
        size="sm"
        variant="secondary"
        className={styles.button}
        onClick={() => {
          setAsked(true);
          void Notification.requestPermission();
        }}
      >
        {t('notifications.turnOn')}
      </Button>
    </div>
  );
}
