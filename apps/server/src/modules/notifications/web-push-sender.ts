import webpush from 'web-push';
import type { PushNoticePayload } from '@quad/shared/contracts/notifications';
import type { VapidKeys } from './notification-settings';

/** What became of one push. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** A subscription as stored: where to send and the keys to encrypt for. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSender {
  readonly publicKey: string;
  send(target: PushTarget, payload: PushNoticePayload, topic: string): Promise<PushOutcome>;
}

/** Notices older than a day are no use; the push service may drop them after that. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Encrypts (RFC 8291, aes128gcm) and signs (VAPID, RFC 8292) with web-push, and posts with
 * fetch. `Topic` makes a push service replace a notice not yet delivered with a newer one of the
 * same dialog, so a retried send never shows twice.
 */
export function createPushSender(keys: VapidKeys, subject: string): PushSender {
  return {
    publicKey: keys.publicKey,
    async send(target, payload, topic) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: TTL_SECONDS,
          urgency: 'normal',
          topic,
          contentEncoding: 'aes128gcm',
        },
      );
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ?? null,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'sent' : 'failed';
    },
  };
}
