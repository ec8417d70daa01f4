import { z } from 'zod';
import { text } from './common';

/** Base64url without padding, as PushSubscription.toJSON() writes keys. */
const base64url = (min: number, max: number) =>
  text()
    .min(min)
    .max(max)
    .regex(/^[\w-]+$/, 'must be base64url');

/** The application server key a browser subscribes with (VAPID, RFC 8292). */
export const pushPublicKeySchema = z.object({ publicKey: text() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** A browser's PushSubscription.toJSON(): the push service URL and the keys to encrypt with. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .describe('The push service URL of this browser'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key (65 bytes, 87 characters). */
    p256dh: base64url(80, 100),
    /** The 16-byte authentication secret (22 characters). */
    auth: base64url(16, 32),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** Subscribing answers whether the subscription was new or already known (created or fetched). */
export const pushSubscribeResultSchema = z.object({
  subscribed: z.boolean(),
  created: z.boolean(),
});
export type PushSubscribeResult = z.infer<typeof pushSubscribeResultSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.url().max(2000) });
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;

export const pushUnsubscribeResultSchema = z.object({ unsubscribed: z.boolean() });

/** Whether someone is told of messages they miss (by push, mail or text, their chosen method). */
export const notificationSettingsSchema = z.object({
  offlineNotices: z.boolean(),
  /** IANA time zone of the person's browser, so quiet hours are their night. */
  timeZone: text().min(1).max(64).optional(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The settings as read back, with whether the person has written in a chat yet (the prompt waits for that). */
export const notificationSettingsStateSchema = notificationSettingsSchema.extend({
  hasSentMessage: z.boolean(),
});
export type NotificationSettingsState = z.infer<typeof notificationSettingsStateSchema>;

/** The query of the one-click unsubscribe link in a notice mail. */
export const unsubscribeQuerySchema = z.object({
  token: text()
    .min(10)
    .max(200)
    .regex(/^[\w.-]+$/, 'must be an unsubscribe token'),
});

/** What a push message carries; the service worker shows it and opens `url` on a click. */
export interface PushNoticePayload {
  title: string;
  body: string;
  dialogId: number;
  url: string;
  tag: string;
}
