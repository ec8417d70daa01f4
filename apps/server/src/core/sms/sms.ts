import type { FastifyBaseLogger } from 'fastify';
import type { SmsSettings } from '../config/config';

/** One text message. `to` is an E.164 number such as +447700900123. */
export interface SmsMessage {
  to: string;
  text: string;
  sentAt: Date;
}

/** Sends text messages (one-time codes). */
export interface SmsProvider {
  readonly kind: 'recording' | 'webhook';
  send(to: string, text: string): Promise<void>;
}

/** The development and test provider: keeps every message in memory and logs it. */
export interface RecordingSmsProvider extends SmsProvider {
  readonly kind: 'recording';
  /** Newest last; capped so a long-running development server does not grow without bound. */
  readonly messages: readonly SmsMessage[];
}

const KEPT_MESSAGES = 200;

/** True for the recording provider, whose messages can be read back. */
export function isRecordingProvider(provider: SmsProvider): provider is RecordingSmsProvider {
  return provider.kind === 'recording' && 'messages' in provider;
}

/** A provider that records messages instead of sending them. */
export function createRecordingSmsProvider(log?: FastifyBaseLogger): RecordingSmsProvider {
  const messages: SmsMessage[] = [];
  return {
    kind: 'recording',
    messages,
    async send(to, text) {
      messages.push({ to, text, sentAt: new Date() });
      if (messages.length > KEPT_MESSAGES) messages.splice(0, messages.length - KEPT_MESSAGES);
      log?.info({ to }, 'text message kept in the development SMS outbox');
    },
  };
}

export class SmsDeliveryError extends Error {}

/**
 * Posts `{ to, text }` as JSON to an HTTP gateway (a small bridge to Twilio, Vonage, AWS SNS …),
 * with `Authorization: Bearer <token>` when a token is configured.
 */
export function createWebhookSmsProvider(
  settings: SmsSettings,
  fetchImpl: typeof fetch = fetch,
): SmsProvider {
  return {
    kind: 'webhook',
    async send(to, text) {
      const response = await fetchImpl(settings.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        throw new SmsDeliveryError(`SMS gateway answered ${response.status}`);
      }
    },
  };
}

/** The configured provider: the webhook when SMS_WEBHOOK_URL is set, else the recorder. */
export function createSmsProvider(
  settings: SmsSettings | undefined,
  log?: FastifyBaseLogger,
): SmsProvider {
  return settings ? createWebhookSmsProvider(settings) : createRecordingSmsProvider(log);
}

/** `+44` and `07700 900123` → `+447700900123`; the trunk 0 of national numbers is dropped. */
export function toE164(phoneCountry: string, phoneNumber: string): string {
  const country = phoneCountry.replace(/\D/g, '');
  const national = phoneNumber.replace(/\D/g, '').replace(/^0+/, '');
  return `+${country}${national}`;
}
