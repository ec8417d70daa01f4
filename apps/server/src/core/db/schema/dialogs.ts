import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, flag, id, timestampTz, updatedAt } from './columns';
import { spaces } from './community';
import { universities } from './universities';

/** Mark left after a conversation: `{ user_mark, university_mark, … }`. */
export type DialogFeedback = Record<string, unknown>;

/** A conversation: individual (1), group chat (4), speakers chat (5), live chat (6) or forum (7). */
export const dialogs = pgTable(
  'dialogs',
  {
    id: id(),
    /** 1 individual (prospect), 4 group chat, 5 speakers chat, 6 live chat, 7 forum (spec §3). */
    type: smallint('type').notNull(),
    universityId: integer('university_id').references(() => universities.id, {
      onDelete: 'cascade',
    }),
    /** Community dialogs live in a space. */
    spaceId: integer('space_id').references(() => spaces.id, { onDelete: 'set null' }),
    /**
     * Community rooms about one subject (id from `@quad/shared/data/subjects`); null for general
     * rooms and every other dialog.
     */
    subjectId: integer('subject_id'),
    name: text('name'),
    description: text('description').notNull().default(''),
    avatarKey: text('avatar_key'),
    color: text('color'),
    archived: flag('archived'),
    closed: flag('closed'),
    adminClosed: flag('admin_closed'),
    autoClose: flag('auto_close'),
    reported: flag('reported'),
    reportedReason: text('reported_reason'),
    /** Private group chats: requests must carry this code (spec §5). */
    privateCode: text('private_code'),
    isEnabled: flag('is_enabled', true),
    lastActivity: timestampTz('last_activity').notNull().defaultNow(),
    /** Last message sequence number handed out in this dialog; bumped in the send transaction. */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    feedback: jsonb('feedback').$type<DialogFeedback>(),
    firstAmbassadorId: integer('first_ambassador_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /**
     * Individual dialogs only: `{prospectId}:{ambassadorId}`, so one prospect and one ambassador
     * always share one dialog (POST /dialogs/createChat is a find-or-create on this key).
     */
    pairKey: text('pair_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('dialogs_pair_key')
      .on(t.pairKey)
      .where(sql`pair_key is not null`),
    check('dialogs_type', sql`${t.type} in (1, 4, 5, 6, 7)`),
    check('dialogs_pair_key_individual', sql`${t.pairKey} is null or ${t.type} = 1`),
    index('dialogs_university_type_idx').on(t.universityId, t.type, t.lastActivity.desc()),
    // The console's analytics: a university's chats started in a date range.
    index('dialogs_university_type_created_idx').on(t.universityId, t.type, t.createdAt),
    index('dialogs_space_idx').on(t.spaceId),
    index('dialogs_space_subject_idx')
      .on(t.spaceId, t.subjectId)
      .where(sql`space_id is not null`),
    // The moderation queue's open dialog reports.
    index('dialogs_reported_idx')
      .on(t.universityId)
      .where(sql`reported`),
  ],
);

/** Membership of an account in a dialog, with its read position and moderation flags. */
export const dialogMembers = pgTable(
  'dialog_members',
  {
    dialogId: integer('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The member's role in this dialog (usually the account's role key). */
    roleKey: text('role_key').notNull(),
    joinedAt: timestampTz('joined_at').notNull().defaultNow(),
    leftAt: timestampTz('left_at'),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    /** The newest message one of the member's devices acknowledged receiving (read implies it). */
    lastDeliveredSeq: bigint('last_delivered_seq', { mode: 'number' }).notNull().default(0),
    /** Prospect blocked by an ambassador or admin (spec `isProspectBlocked`). */
    isBlocked: flag('is_blocked'),
    /** Ambassador removed from the conversation, and by whom. */
    isDetached: flag('is_detached'),
    detachedBy: integer('detached_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** Ambassador may not write here (time limit reached or another reason). */
    isDisabled: flag('is_disabled'),
    disabledReason: text('disabled_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.dialogId, t.accountId] }),
    index('dialog_members_account_idx').on(t.accountId),
  ],
);

/** One message. `seq` numbers the messages of a dialog 1, 2, 3 … without gaps. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    dialogId: integer('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** Null for system messages. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /**
     * Stored as the text the API returns: 'text', 'autotext' (sent automatically on a person's
     * behalf) and the special chat messages '4', '5', '6' (spec §3/§4: no desktop notification).
     * One text column keeps the wire value and the stored value the same.
     */
    type: text('type').notNull().default('text'),
    text: text('text').notNull().default(''),
    parentMessageId: integer('parent_message_id'),
    /** The text contains a hidden keyword of the university; the presenter masks it. */
    hideKeywords: flag('hide_keywords'),
    isPinned: flag('is_pinned'),
    /** Client-generated id of a send; a retried send finds the first message instead. */
    clientMessageId: text('client_message_id'),
    /** Extra data of system messages (who closed or opened, who was invited …). */
    data: jsonb('data').$type<Record<string, unknown>>(),
    deletedAt: timestampTz('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('messages_dialog_seq').on(t.dialogId, t.seq),
    unique('messages_dialog_client_message').on(t.dialogId, t.accountId, t.clientMessageId),
    index('messages_dialog_id_idx').on(t.dialogId, t.id),
    // The console's analytics (messages of a date range) and a person's messages (funnel, data export).
    index('messages_created_idx').on(t.createdAt),
    index('messages_account_idx').on(t.accountId),
    index('messages_pinned_idx')
      .on(t.dialogId)
      .where(sql`is_pinned`),
    index('messages_parent_idx').on(t.parentMessageId),
    // The moderation queue's keyword hits.
    index('messages_keyword_hits_idx')
      .on(t.dialogId)
      .where(sql`hide_keywords`),
    // The moderation queue's safeguarding flags (contact details hidden in a chat with a minor).
    index('messages_safeguarding_idx')
      .on(t.dialogId)
      .where(sql`data ? 'contactDetailsHidden'`),
    foreignKey({
      name: 'messages_parent_message_id_fk',
      columns: [t.parentMessageId],
      foreignColumns: [t.id],
    }).onDelete('set null'),
  ],
);

/** A prospect's report of a message. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: id(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    dialogId: integer('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    reporterAccountId: integer('reporter_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    resolvedAt: timestampTz('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('message_reports_message_reporter').on(t.messageId, t.reporterAccountId),
    index('message_reports_dialog_idx').on(t.dialogId),
    index('message_reports_open_idx')
      .on(t.dialogId)
      .where(sql`resolved_at is null`),
  ],
);

/**
 * Feedback about a dialog: 'prospect' (an ambassador scores a prospect: prospect_id, score,
 * comments), 'after_report' (user_mark, university_mark) or 'general' (sendFeedback).
 */
export const dialogFeedback = pgTable(
  'dialog_feedback',
  {
    id: id(),
    dialogId: integer('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    authorAccountId: integer('author_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    kind: text('kind').notNull(),
    prospectId: integer('prospect_id').references(() => accounts.id, { onDelete: 'set null' }),
    score: smallint('score'),
    userMark: smallint('user_mark'),
    universityMark: smallint('university_mark'),
    comments: text('comments').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('dialog_feedback_dialog_idx').on(t.dialogId),
    check('dialog_feedback_kind', sql`${t.kind} in ('prospect', 'after_report', 'general')`),
  ],
);
