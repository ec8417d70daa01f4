import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { ConfigError, type Config, type NotificationSettings } from '../../core/config/config';

/** The VAPID key pair web push is signed with (RFC 8292). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Settings used when none are configured (tests, and buildApp without loadConfig). */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  vapid: undefined,
  vapidSubject: undefined,
  offlineNoticeMinutes: 5,
  quietHours: { from: 22, to: 7 },
  timeZone: 'UTC',
};

const KEY_PATTERN = { publicKey: /^[\w-]{80,100}$/, privateKey: /^[\w-]{40,50}$/ };

/**
 * The keys from the environment, else those kept in DATA_DIR/vapid.json, else a new pair written
 * there once: every browser subscribed with the public key, so it must never change by itself.
 */
export function vapidKeys(config: Config): VapidKeys {
  const given = (config.notifications ?? DEFAULT_NOTIFICATION_SETTINGS).vapid;
  if (given) return given;
  const file = path.join(config.dataDir, 'vapid.json');
  if (existsSync(file)) {
    let parsed: Partial<VapidKeys> = {};
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    } catch {
      // Reported below with what to do.
    }
    if (
      typeof parsed.publicKey === 'string' &&
      typeof parsed.privateKey === 'string' &&
      KEY_PATTERN.publicKey.test(parsed.publicKey) &&
      KEY_PATTERN.privateKey.test(parsed.privateKey)
    ) {
      return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
    }
    throw new ConfigError(
      `${file} does not hold a VAPID key pair.\n  Restore it from a backup, or delete it to generate new keys (browsers will have to allow notifications again).`,
    );
  }
  mkdirSync(config.dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}

/** Who the push services may contact about our pushes: VAPID_SUBJECT, else the public site. */
export function vapidSubject(config: Config): string {
  const given = config.notifications?.vapidSubject;
  if (given) return given;
  return config.publicUrl.startsWith('https://')
    ? config.publicUrl
    : `mailto:${config.mailFrom.match(/<([^>]+)>/)?.[1] ?? 'no-reply@quad.local'}`;
}

/** The configured notification settings, or the defaults. */
export function notificationSettings(config: Config): NotificationSettings {
  return config.notifications ?? DEFAULT_NOTIFICATION_SETTINGS;
}
