import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { dialogs, messages } from './dialogs';
import { universities } from './universities';
import { createdAt, flag, id, sqlList, textArray, timestampTz, updatedAt } from './columns';

export const MODERATION_KINDS = [
  'dialog_report',
  'message_report',
  'keyword_hit',
  'safeguarding_flag',
] as const;
export const MODERATION_ACTIONS = [
  'dismiss',
  'hide_message',
  'close_chat',
  'block_prospect',
  'detach_ambassador',
  'disable_ambassador',
] as const;

/**
 * What an admin decided about one item of the moderation queue. Reports keep their own open
 * flags (dialogs.reported, message_reports.resolved_at); keyword hits are open until a decision.
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: id(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    dialogId: integer('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    /** The prospect blocked or the ambassador detached or disabled. */
    targetAccountId: integer('target_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    actorId: integer('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The reason the report gave, kept after the report's own flag is cleared. */
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_decisions_university_idx').on(t.universityId, t.id),
    index('moderation_decisions_message_idx').on(t.messageId),
    check('moderation_decisions_kind', sql`${t.kind} in ${sqlList(MODERATION_KINDS)}`),
    check('moderation_decisions_action', sql`${t.action} in ${sqlList(MODERATION_ACTIONS)}`),
  ],
);

export const WEBHOOK_EVENT_TYPES = [
  'prospect.registered',
  'dialog.created',
  'message.first_reply',
  'live_event.registered',
] as const;

/** A university's webhook receiver. The secret is shown once, when the endpoint is created. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** `whsec_` + base64 of 32 random bytes (Standard Webhooks). */
    secret: text('secret').notNull(),
    events: textArray('events'),
    isEnabled: flag('is_enabled', true),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_university_idx').on(t.universityId)],
);

/**
 * The webhook outbox: one row per event and endpoint, written in the transaction that finds the
 * event; a relay posts it and retries with back-off until it is delivered or gives up.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    /** The `webhook-id` header: the same on every retry, so receivers can drop duplicates. */
    webhookId: text('webhook_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending, delivered or failed (gave up). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestampTz('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('webhook_deliveries_university_idx').on(t.universityId, t.id),
    // The id is made from the event's source row: finding an event twice queues it once.
    uniqueIndex('webhook_deliveries_endpoint_webhook_id').on(t.endpointId, t.webhookId),
    check('webhook_deliveries_status', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/** How far the webhook scanner has read each source table (the last id it turned into events). */
export const webhookSourceCursors = pgTable('webhook_source_cursors', {
  eventType: text('event_type').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});
