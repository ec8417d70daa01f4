import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetSettings } from '@quad/shared/contracts/widget-settings';
import { isMobileUserAgent } from '@quad/shared/rules/page-size';
import { DeferredModal } from '../../../../components/ui/deferred-modal';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { AppStoreBadge, GooglePlayBadge } from './store-badges';
import styles from './app-promotion.module.css';

/** Where the visitor's "seen it" is kept: the popup shows once per browser. */
export const APP_PROMOTION_KEY = 'quad.appPromotionSeen';
/** Let the page appear first. */
export const APP_PROMOTION_DELAY_MS = 1500;

// The Android app and the iOS app in the UK store (spec §9). A widget's settings may name its own.
const STORE_LINKS = {
  android: 'https://play.google.com/store/search?q=Quad%20student%20chat&c=apps',
  ios: 'https://apps.apple.com/gb/search?term=Quad%20student%20chat',
};

function storeLink(settings: WidgetSettings, key: string, fallback: string): string {
  const value = settings.settings[key];
  return typeof value === 'string' && /^https:\/\//.test(value) ? value : fallback;
}

function alreadySeen(): boolean {
  try {
    return localStorage.getItem(APP_PROMOTION_KEY) !== null;
  } catch {
    return true;
  }
}

function remember(): void {
  try {
    localStorage.setItem(APP_PROMOTION_KEY, new Date().toISOString());
  } catch {
    // Without storage the popup may show again next visit; nothing else to do.
  }
}

/**
 * The mobile-app promotion of spec §1: on phones and tablets (by user agent), once per visitor,
 * a sheet with the Google Play and App Store badges that closes for good.
 */
export function AppPromotion({ delayMs = APP_PROMOTION_DELAY_MS }: { delayMs?: number }) {
  const { t } = useTranslation('content');
  const { settings, branding } = useWidget();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!isMobileUserAgent(navigator.userAgent) || alreadySeen()) return;
    const timer = setTimeout(() => {
      if (alreadySeen()) return;
      remember();
      setOpen(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  return (
    <DeferredModal
      open={open}
      onOpenChange={setOpen}
      title={t('appPromotion.title')}
      description={t('appPromotion.text', { name: branding.name })}
    >
      <div className={styles.badges}>
        <a
          href={storeLink(settings, 'android_app_url', STORE_LINKS.android)}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.badge}
          aria-label={t('appPromotion.googlePlay')}
        >
          <GooglePlayBadge small={t('appPromotion.googlePlayLead')} />
        </a>
        <a
          href={storeLink(settings, 'ios_app_url', STORE_LINKS.ios)}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.badge}
          aria-label={t('appPromotion.appStore')}
        >
          <AppStoreBadge small={t('appPromotion.appStoreLead')} />
        </a>
      </div>
      <button type="button" className={styles.later} onClick={() => setOpen(false)}>
        {t('appPromotion.notNow')}
      </button>
    </DeferredModal>
  );
}
