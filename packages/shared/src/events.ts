import { z } from 'zod';
import { errorCodeSchema } from './contracts/envelope';
import { idSchema, text } from './contracts/common';
import { memberReceiptSchema, messageSchema, readStateSchema } from './contracts/dialogs';
import { parsePathId } from './rules/base-path';
import { liveEventStatusSchema } from './rules/status-name';

/** Socket.IO path on the same origin (CONTRACT §3). */
export const REALTIME_PATH = '/realtime';
export const SUBSCRIBE_EVENT = 'subscribe';
export const UNSUBSCRIBE_EVENT = 'unsubscribe';

/** Channel of the new messages of a dialog. */
export function dialogMessagesChannel(dialogId: number): string {
  return `dialogs:${dialogId}:messages:new`;
}

/** Channel of the state events of a dialog. */
export function dialogEventsChannel(dialogId: number): string {
  return `dialogs:${dialogId}:events`;
}

/** Channel of one user's new dialogs and messages. */
export function userDialogsChannel(userId: number): string {
  return `${userId}:dialogs:new`;
}

/**
 * The community area's own `{userId}:dialogs:new`: a person's community conversations are told
 * here, so the widget (another session of the same person) never hears them, and the other way
 * round.
 */
export function communityUserDialogsChannel(userId: number): string {
  return `community:${userId}:dialogs:new`;
}

/** Public channel of a live stream's status. */
export function liveStreamInfoChannel(liveStreamId: number): string {
  return `liveStreams:${liveStreamId}:info`;
}

/** Public channel told when a university's admin changes its widget settings. */
export function universitySettingsChannel(universityId: number): string {
  return `universities:${universityId}:settings`;
}

/** Channel on which the single-sign-on popup hands its result to the opener. */
export function guestChannel(random: string): string {
  return `users:guest:${random}`;
}

export const GUEST_KEY_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;

export type ParsedChannel =
  | { kind: 'dialogMessages'; dialogId: number }
  | { kind: 'dialogEvents'; dialogId: number }
  | { kind: 'userDialogs'; userId: number }
  | { kind: 'communityUserDialogs'; userId: number }
  | { kind: 'liveStreamInfo'; liveStreamId: number }
  | { kind: 'universitySettings'; universityId: number }
  | { kind: 'guest'; key: string };

/** What a channel name addresses, or null for anything that is not exactly a known channel. */
export function parseChannel(name: string): ParsedChannel | null {
  const parts = name.split(':');
  const [a, b, c, d] = parts;
  if (parts.length === 4 && a === 'dialogs' && c === 'messages' && d === 'new') {
    const dialogId = parsePathId(b);
    return dialogId === null ? null : { kind: 'dialogMessages', dialogId };
  }
  if (parts.length === 4 && a === 'community' && c === 'dialogs' && d === 'new') {
    const userId = parsePathId(b);
    return userId === null ? null : { kind: 'communityUserDialogs', userId };
  }
  if (parts.length !== 3) return null;
  if (a === 'dialogs' && c === 'events') {
    const dialogId = parsePathId(b);
    return dialogId === null ? null : { kind: 'dialogEvents', dialogId };
  }
  if (b === 'dialogs' && c === 'new') {
    const userId = parsePathId(a);
    return userId === null ? null : { kind: 'userDialogs', userId };
  }
  if (a === 'liveStreams' && c === 'info') {
    const liveStreamId = parsePathId(b);
    return liveStreamId === null ? null : { kind: 'liveStreamInfo', liveStreamId };
  }
  if (a === 'universities' && c === 'settings') {
    const universityId = parsePathId(b);
    return universityId === null ? null : { kind: 'universitySettings', universityId };
  }
  if (a === 'users' && b === 'guest' && c !== undefined && GUEST_KEY_PATTERN.test(c)) {
    return { kind: 'guest', key: c };
  }
  return null;
}

export const subscribeRequestSchema = z
  .object({ channel: text().min(1).max(200) })
  .meta({ id: 'SubscribeRequest' });
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

export const subscribeAckSchema = z
  .discriminatedUnion('ok', [
    z.object({ ok: z.literal(true) }),
    z.object({
      ok: z.literal(false),
      error: z.object({ code: errorCodeSchema, message: text() }),
    }),
  ])
  .meta({ id: 'SubscribeAck' });
export type SubscribeAck = z.infer<typeof subscribeAckSchema>;

/** Payload of `dialogs:{id}:messages:new`: the message exactly as the message list shows it. */
export const dialogMessagePayloadSchema = messageSchema;
export type DialogMessagePayload = z.infer<typeof dialogMessagePayloadSchema>;

const dialogEvent = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), dialogId: idSchema, ...shape });

const liveQuestionShape = {
  messageId: idSchema,
  vote_count: z.number().int().min(0),
  answered: z.boolean(),
};

export const AMBASSADOR_DISABLED_REASONS = [
  'timeLimitReached',
  'disabledByAdmin',
  'other',
] as const;

/**
 * Payload of `dialogs:{id}:events`, one variant per state change of spec §4. `dialogEdited`
 * follows invitations, joins and leaves (the members list changed: 'Your chat has been edited').
 */
export const dialogEventSchema = z
  .discriminatedUnion('type', [
    dialogEvent('keywordsHidden', {
      messageId: idSchema,
      text: text(),
      hide_keywords: z.boolean(),
    }),
    dialogEvent('messageReported', { messageId: idSchema }),
    dialogEvent('prospectBlocked', { prospectId: idSchema, isProspectBlocked: z.literal(true) }),
    dialogEvent('prospectUnblocked', { prospectId: idSchema, isProspectBlocked: z.literal(false) }),
    dialogEvent('ambassadorDetached', {
      userId: idSchema,
      removedBy: z.object({ id: idSchema, name: text() }).nullable(),
    }),
    dialogEvent('ambassadorDisabled', {
      userId: idSchema,
      reason: z.enum(AMBASSADOR_DISABLED_REASONS),
    }),
    dialogEvent('ambassadorEnabled', { userId: idSchema }),
    dialogEvent('archived', {}),
    dialogEvent('unarchived', {}),
    dialogEvent('closed', { admin_closed: z.boolean() }),
    dialogEvent('opened', {}),
    dialogEvent('dialogEdited', {}),
    // A message was pinned or unpinned; `message` is it as every reader may see it.
    dialogEvent('messagePinned', {
      messageId: idSchema,
      is_pinned: z.boolean(),
      message: messageSchema,
    }),
    // A member is typing (volatile, never stored; not sent to the typist's own sockets).
    dialogEvent('typing', { userId: idSchema }),
    // A member's delivered or read position moved on (ticks on the others' messages).
    dialogEvent('receipt', {
      userId: idSchema,
      last_delivered_seq: memberReceiptSchema.shape.last_delivered_seq,
      last_read_seq: memberReceiptSchema.shape.last_read_seq,
    }),
    // Live Q&A on a live chat (type 6): a message became a question, its votes or answer changed.
    dialogEvent('questionAsked', liveQuestionShape),
    dialogEvent('questionVoted', liveQuestionShape),
    dialogEvent('questionAnswered', liveQuestionShape),
  ])
  .meta({ id: 'DialogEvent' });
export type DialogEvent = z.infer<typeof dialogEventSchema>;
export type DialogEventType = DialogEvent['type'];

/**
 * Presence, sent by a client over its socket (not channels). `typing` — "I am typing in this
 * dialog" — at most once per TYPING_EMIT_INTERVAL_MS while the person types; the server relays
 * it to everyone else listening to the dialog's events channel as a `typing` event and ignores a
 * socket's faster emits. Listeners show it for TYPING_EXPIRY_MS, or until that person's message
 * arrives. `delivered` — "this device received the dialog's messages up to seq" — after
 * messages arrive by socket or by fetch; a forward move is published as a `receipt` event.
 * Both are acknowledged like `subscribe`: `{ ok: true }` or `{ ok: false, error }`.
 */
export const TYPING_EVENT = 'typing';
export const DELIVERED_EVENT = 'delivered';
export const TYPING_EMIT_INTERVAL_MS = 3000;
/** The server drops a socket's typing emits that come sooner than this after its last one. */
export const TYPING_MIN_INTERVAL_MS = 2500;
export const TYPING_EXPIRY_MS = 6000;

export const typingRequestSchema = z.object({ dialogId: idSchema }).meta({ id: 'TypingRequest' });
export type TypingRequest = z.infer<typeof typingRequestSchema>;

export const deliveredRequestSchema = z
  .object({ dialogId: idSchema, seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) })
  .meta({ id: 'DeliveredRequest' });
export type DeliveredRequest = z.infer<typeof deliveredRequestSchema>;

/** Payload of `liveStreams:{id}:info`. */
export const liveStreamInfoPayloadSchema = z
  .object({
    status: liveEventStatusSchema,
    isChatActive: z.boolean(),
    isStreamActive: z.boolean(),
  })
  .meta({ id: 'LiveStreamInfo' });
export type LiveStreamInfoPayload = z.infer<typeof liveStreamInfoPayloadSchema>;

/** Payload of `universities:{id}:settings`: when the settings changed; widgets fetch them again. */
export const universitySettingsPayloadSchema = z
  .object({ universityId: idSchema, updated_at: z.iso.datetime({ offset: true }) })
  .meta({ id: 'UniversitySettingsChanged' });
export type UniversitySettingsPayload = z.infer<typeof universitySettingsPayloadSchema>;

/**
 * Payload of `{userId}:dialogs:new`: which dialog changed, with its new message if any, or the
 * user's new read position when they read it on one of their devices.
 */
export const userDialogsPayloadSchema = z
  .object({
    dialog_id: idSchema,
    message: messageSchema.nullable(),
    read: readStateSchema.optional(),
  })
  .meta({ id: 'UserDialogsEvent' });
export type UserDialogsPayload = z.infer<typeof userDialogsPayloadSchema>;

/**
 * Payload of `users:guest:{random}`: the single-sign-on popup's result. It carries no tokens,
 * only a one-time code that the opening window alone can trade (it holds the verifier).
 */
export const guestPayloadSchema = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('signedIn'), code: text() }),
    z.object({ status: z.literal('error'), message: text() }),
  ])
  .meta({ id: 'GuestSsoEvent' });
export type GuestPayload = z.infer<typeof guestPayloadSchema>;
