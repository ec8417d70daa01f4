import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { universities, universityGroups } from './universities';
import { counter, createdAt } from './columns';

/**
 * Who opened a widget, one row per widget, day and visitor. The visitor is a daily hash
 * (`modules/widget/visits.service.ts`): the same browser counts once a day and cannot be followed
 * from one day to the next. `widget_key` is `university:{id}` or `group:{id}`, the widget's path.
 */
export const widgetVisits = pgTable(
  'widget_visits',
  {
    widgetKey: text('widget_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
    universityId: integer('university_id').references(() => universities.id, {
      onDelete: 'cascade',
    }),
    groupId: integer('group_id').references(() => universityGroups.id, { onDelete: 'cascade' }),
    /** Page loads of the widget by this visitor that day. */
    visits: counter('visits'),
    /** The campaign of the day's first visit (`utm_*`), else the referring site as source. */
    source: text('source'),
    medium: text('medium'),
    campaign: text('campaign'),
    /** When the day's first visit came. */
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.widgetKey, t.day, t.visitorHash] })],
);

/**
 * Views and shares of a university's posts and FAQs per day, added to as the items' own
 * counters go up, so a dashboard's date range reads a few rows instead of every view.
 */
export const contentDaily = pgTable(
  'content_daily',
  {
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** `post` or `faq`. */
    kind: text('kind').notNull(),
    views: counter('views'),
    shares: counter('shares'),
  },
  (t) => [primaryKey({ columns: [t.universityId, t.day, t.kind] })],
);
