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
import { dialogs } from './dialogs';
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
