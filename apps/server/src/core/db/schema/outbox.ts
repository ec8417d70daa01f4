import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns';

/**
 * Realtime events written in the same transaction as the change that caused them; a relay
 * publishes them in id order and stamps `published_at`.
 */
export const eventsOutbox = pgTable(
  'events_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The realtime channel, e.g. `dialogs:12:messages:new`. */
    topic: text('topic').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** The sender's socket, left out of the broadcast (CONTRACT §3 `socketId`). */
    exceptSocketId: text('except_socket_id'),
    createdAt: createdAt(),
    publishedAt: timestampTz('published_at'),
  },
  (t) => [
    index('events_outbox_unpublished_idx')
      .on(t.id)
      .where(sql`published_at is null`),
  ],
);

/** Outgoing mail; sent by SMTP when configured, otherwise kept here as the dev outbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull().default(''),
    text: text('text').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
    /** A relay claimed the mail until then (sending, or waiting to retry); others skip it. */
    claimedUntil: timestampTz('claimed_until'),
    error: text('error'),
  },
  (t) => [
    index('mail_outbox_unsent_idx')
      .on(t.id)
      .where(sql`sent_at is null`),
  ],
);
