import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LIVE_EVENT_STATUSES } from '@quad/shared/rules/status-name';
import { accounts } from './accounts';
import { createdAt, flag, id, sqlList, timestampTz, updatedAt } from './columns';
import { dialogs, messages } from './dialogs';
import { universities } from './universities';

/** A live event (stream with a live chat and a speakers' back-room chat). */
export const liveEvents = pgTable(
  'live_events',
  {
    id: id(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    imageKey: text('image_key'),
    /** upcoming | inProgress | completed | cancelled | onDemand | archived (spec §4). */
    status: text('status').notNull().default('upcoming'),
    isChatActive: flag('is_chat_active'),
    isStreamActive: flag('is_stream_active'),
    /** Promoted on the widget home. */
    isPromote: flag('is_promote'),
    description: text('description').notNull().default(''),
    fromDate: timestampTz('from_date'),
    toDate: timestampTz('to_date'),
    /** On-demand recording: a Storage key. */
    videoKey: text('video_key'),
    liveChatId: integer('live_chat_id').references(() => dialogs.id, { onDelete: 'set null' }),
    speakersChatId: integer('speakers_chat_id').references(() => dialogs.id, {
      onDelete: 'set null',
    }),
    /** External speakers join with this code (POST /liveStreams/{slug}/joinSpeaker). */
    speakerCode: text('speaker_code'),
    /** Name of the video room at the streaming provider; host/viewer URLs derive from it. */
    roomName: text('room_name'),
    /** Times a recording or stream was started (POST /LiveStreams/play). */
    playCount: integer('play_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('live_events_university_slug').on(t.universityId, t.slug),
    uniqueIndex('live_events_speaker_code')
      .on(t.speakerCode)
      .where(sql`speaker_code is not null`),
    check('live_events_status', sql`${t.status} in ${sqlList(LIVE_EVENT_STATUSES)}`),
    index('live_events_list_idx').on(t.universityId, t.status, t.fromDate),
  ],
);

/** Speakers of a live event (role live-event-speaker, or ambassadors and admins who speak). */
export const liveEventSpeakers = pgTable(
  'live_event_speakers',
  {
    liveEventId: integer('live_event_id')
      .notNull()
      .references(() => liveEvents.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.liveEventId, t.accountId] }),
    index('live_event_speakers_account_idx').on(t.accountId),
  ],
);

/** Ambassadors presented with a live event (spec LiveEvent.ambassadors); they answer in its chat. */
export const liveEventAmbassadors = pgTable(
  'live_event_ambassadors',
  {
    liveEventId: integer('live_event_id')
      .notNull()
      .references(() => liveEvents.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.liveEventId, t.accountId] }),
    index('live_event_ambassadors_account_idx').on(t.accountId),
  ],
);

/** Prospects registered for (or who watched) an event: spec `registeredProspectIds`, once each. */
export const liveEventRegistrations = pgTable(
  'live_event_registrations',
  {
    liveEventId: integer('live_event_id')
      .notNull()
      .references(() => liveEvents.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** First time the prospect played the stream (POST /LiveStreams/watch). */
    watchedAt: timestampTz('watched_at'),
    /** Total watch time reported by POST /LiveStreams/timeTrack. */
    watchSeconds: integer('watch_seconds').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.liveEventId, t.accountId] }),
    index('live_event_registrations_account_idx').on(t.accountId),
  ],
);

/**
 * Watch time, one row per client tick (POST /LiveStreams/timeTrack): the client names each tick,
 * so a retried report adds nothing. Analytics sum `seconds` per event, prospect or day.
 */
export const liveEventWatchTicks = pgTable(
  'live_event_watch_ticks',
  {
    liveEventId: integer('live_event_id')
      .notNull()
      .references(() => liveEvents.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tickId: text('tick_id').notNull(),
    seconds: integer('seconds').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.liveEventId, t.accountId, t.tickId] }),
    check('live_event_watch_ticks_seconds', sql`${t.seconds} between 1 and 300`),
    index('live_event_watch_ticks_account_idx').on(t.accountId),
  ],
);

/** A live-chat message a prospect asked as a question (live Q&A), with its vote count. */
export const liveEventQuestions = pgTable(
  'live_event_questions',
  {
    messageId: integer('message_id')
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    liveEventId: integer('live_event_id')
      .notNull()
      .references(() => liveEvents.id, { onDelete: 'cascade' }),
    askedBy: integer('asked_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** Kept equal to the rows of live_event_question_votes, in the same transaction. */
    voteCount: integer('vote_count').notNull().default(0),
    answeredAt: timestampTz('answered_at'),
    answeredBy: integer('answered_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('live_event_questions_votes', sql`${t.voteCount} >= 0`),
    index('live_event_questions_event_idx').on(t.liveEventId, t.voteCount.desc()),
  ],
);

/** One account's upvote of a question: at most one each. */
export const liveEventQuestionVotes = pgTable(
  'live_event_question_votes',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => liveEventQuestions.messageId, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.accountId] }),
    index('live_event_question_votes_account_idx').on(t.accountId),
  ],
);
