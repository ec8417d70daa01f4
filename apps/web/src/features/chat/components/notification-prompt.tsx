import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../../components/ui/account-icons';
import { Button } from '../../../components/ui/button';
import { canAskForNotifications } from '../lib/desktop-notification';
import styles from './notification-prompt.module.css';

/** Asks once, on a tap, whether replies may show as desktop notifications (spec §4). */
export function NotificationPrompt() {
  const { t } = useTranslation('chat');
  const embedded = document.documentElement.dataset['embedded'] !== undefined;
  const [asked, setAsked] = useState(false);
  if (asked || !canAskForNotifications(embedded)) return null;
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
