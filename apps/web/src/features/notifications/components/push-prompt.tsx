import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BellIcon } from '../../../components/ui/account-icons';
import { Button } from '../../../components/ui/button';
import { useSessionToken } from '../../../app/session/use-session-token';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '../api/notification-settings';
import { promptDismissed, rememberDismissal } from '../lib/prompt-memory';
import { enablePush, hasPushSubscription, supportsPush } from '../lib/web-push';
import styles from './push-prompt.module.css';

type Phase = 'hidden' | 'dismissed' | 'asking' | 'working' | 'on' | 'blocked' | 'failed';

const inChat = (pathname: string) => /\/interaction\/dialogs\/[^/]+/.test(pathname);
const isEmbedded = () => document.documentElement.dataset['embedded'] !== undefined;

/**
 * Asks, calmly and once, whether replies may reach this browser when the page is closed (web
 * push). Never on first paint: only in a chat, after the person sent their first message, in a
 * browser that can do push and has not blocked or already allowed it. Not inside a university
 * page's frame, where browsers refuse the permission question.
 */
export function PushPrompt() {
  const { t } = useTranslation('notifications');
  const { pathname } = useLocation();
  const signedIn = useSessionToken() !== null;
  const eligible =
    signedIn &&
    inChat(pathname) &&
    supportsPush() &&
    !isEmbedded() &&
    Notification.permission !== 'denied' &&
    !promptDismissed();
  const settings = useNotificationSettings(eligible, true);
  const updateSettings = useUpdateNotificationSettings();
  const [phase, setPhase] = useState<Phase>('hidden');

  const ready = eligible && settings.data?.hasSentMessage === true;
  useEffect(() => {
    if (!ready || phase !== 'hidden') return;
    let cancelled = false;
    void hasPushSubscription().then((subscribed) => {
      if (!cancelled && !subscribed) setPhase('asking');
    });
    return () => {
      cancelled = true;
    };
  }, [ready, phase]);

  if (phase === 'hidden' || phase === 'dismissed') return null;

  const handleTurnOn = async () => {
    setPhase('working');
    try {
      const on = await enablePush();
      if (on) {
        updateSettings.mutate({ offlineNotices: true });
        setPhase('on');
      } else {
        setPhase(Notification.permission === 'denied' ? 'blocked' : 'failed');
      }
    } catch (error) {
      console.error('Could not turn web push on', error);
      setPhase('failed');
    }
  };
  const handleNotNow = () => {
    rememberDismissal();
    setPhase('dismissed');
  };
  const outcome = phase === 'on' || phase === 'blocked' || phase === 'failed';

  return (
    <section className={styles.prompt} aria-label={t('prompt.label')}>
      <span className={styles.icon} aria-hidden="true">
        <BellIcon size={20} />
      </span>
      <div className={styles.content}>
        {outcome ? (
          <p className={styles.body} role="status">
            {t(`prompt.${phase}`)}
          </p>
        ) : (
          <>
            <h2 className={styles.title}>{t('prompt.title')}</h2>
            <p className={styles.body}>{t('prompt.body')}</p>
          </>
        )}
      </div>
      <div className={styles.actions}>
        {outcome ? (
          <Button size="sm" variant="secondary" onClick={handleNotNow}>
            {t('prompt.notNow')}
          </Button>
        ) : (
          <>
            <Button size="sm" onClick={() => void handleTurnOn()} disabled={phase === 'working'}>
              {t('prompt.turnOn')}
            </Button>
            <Button size="sm" variant="secondary" onClick={handleNotNow}>
              {t('prompt.notNow')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
