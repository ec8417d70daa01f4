import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, timestampTz } from './columns';
import { dialogs } from './dialogs';

/** A browser's web-push subscription (its push service endpoint and keys) for one account. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The push service URL; one browser profile has one, so it names the subscription. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestampTz('last_used_at'),
  },
  (t) => [index('push_subscriptions_account_idx').on(t.accountId)],
);

/**
 * One notice to a member who has not seen a dialog's new messages: a window opens with the
 * first unseen message (`from_seq`), takes in those that follow (`to_seq`), and is sent once
 * when due. `(account_id, dialog_id, from_seq)` is its idempotency key.
 */
export const offlineNotices = pgTable(
  'offline_notices',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    dialogId: integer('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    fromSeq: bigint('from_seq', { mode: 'number' }).notNull(),
    toSeq: bigint('to_seq', { mode: 'number' }).notNull(),
    /** Who wrote the last message of the window (named in the notice). */
    senderId: integer('sender_id'),
    dueAt: timestampTz('due_at').notNull(),
    /** A node is sending it (or waits to retry) until then; others skip it. */
    claimedUntil: timestampTz('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
    /** push | email | sms, once sent; `skipped` when there was nothing to tell. */
    outcome: text('outcome'),
    settledAt: timestampTz('settled_at'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offline_notices_window').on(t.accountId, t.dialogId, t.fromSeq),
    // At most one open window per member and dialog: a burst joins it.
    uniqueIndex('offline_notices_open')
      .on(t.accountId, t.dialogId)
      .where(sql`settled_at is null`),
    index('offline_notices_due_idx')
      .on(t.dueAt)
      .where(sql`settled_at is null`),
  ],
);
