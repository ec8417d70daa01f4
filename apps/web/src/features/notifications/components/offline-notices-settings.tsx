import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '../api/notification-settings';
import { disablePush, enablePush, hasPushSubscription, supportsPush } from '../lib/web-push';

/**
 * The settings' two switches: notes about missed messages (by the chosen method: push, mail or
 * text) and push notifications in this browser. For the account settings' notifications section.
 */
export function OfflineNoticesSettings() {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings(true);
  const update = useUpdateNotificationSettings();
  const [push, setPush] = useState<boolean | null>(null);
  const [pushError, setPushError] = useState<string | null>(null);
  const canPush = supportsPush();
  const blocked = canPush && Notification.permission === 'denied';

  useEffect(() => {
    if (canPush) void hasPushSubscription().then(setPush);
  }, [canPush]);

  const handlePush = async (on: boolean) => {
    setPushError(null);
    if (on) {
      const enabled = await enablePush().catch(() => false);
      setPush(enabled);
      if (!enabled && Notification.permission === 'denied') setPushError(t('settings.pushBlocked'));
      return;
    }
    const off = await disablePush();
    if (off) setPush(false);
    else setPushError(t('settings.pushOffFailed'));
  };

  let pushHint = t('settings.pushHint');
  if (!canPush) pushHint = t('settings.pushUnsupported');
  else if (blocked) pushHint = t('settings.pushBlocked');

  return (
    <>
      <Checkbox
        label={t('settings.offlineNotices')}
        description={t('settings.offlineNoticesHint')}
        checked={settings.data?.offlineNotices ?? true}
        disabled={!settings.data || update.isPending}
        onChange={(event) => update.mutate({ offlineNotices: event.target.checked })}
      />
      <Checkbox
        label={t('settings.push')}
        description={pushHint}
        checked={push === true}
        disabled={!canPush || blocked || push === null}
        onChange={(event) => void handlePush(event.target.checked)}
        {...(pushError ? { error: pushError } : {})}
      />
    </>
  );
}
