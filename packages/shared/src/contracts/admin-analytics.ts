import { z } from 'zod';
import { detailCode } from '../errors';
import { coercedIdSchema, dateSchema, idSchema, text } from './common';

/** The longest range one dashboard covers. */
export const MAX_ANALYTICS_DAYS = 366;

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** Dates are whole UTC days, both ends included; a group narrows to prospects who came through its widget. */
export const analyticsQuerySchema = z
  .object({
    from: dateSchema,
    to: dateSchema,
    group_id: coercedIdSchema.optional(),
  })
  .refine((q) => q.from <= q.to, {
    error: 'The start date must not be after the end date.',
    params: detailCode('date_range_reversed'),
    path: ['to'],
  })
  .refine((q) => q.from > q.to || dayCount(q.from, q.to) <= MAX_ANALYTICS_DAYS, {
    error: `Choose a range of at most ${MAX_ANALYTICS_DAYS} days.`,
    params: { ...detailCode('date_range_too_long'), maximum: MAX_ANALYTICS_DAYS },
    path: ['from'],
  })
  .meta({ id: 'AnalyticsQuery' });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const count = () => z.number().int().min(0);
const seconds = () => z.number().min(0).nullable();

const breakdownSchema = z.array(z.object({ key: text(), label: text(), count: count() }));
export type AnalyticsBreakdown = z.infer<typeof breakdownSchema>;

export const ANALYTICS_BREAKDOWNS = [
  'country',
  'nationality',
  'subject',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const;
export type AnalyticsBreakdownKey = (typeof ANALYTICS_BREAKDOWNS)[number];

export const analyticsSchema = z
  .object({
    from: dateSchema,
    to: dateSchema,
    group_id: idSchema.nullable(),
    /** The groups the university belongs to, for the filter. */
    groups: z.array(z.object({ id: idSchema, name: text() })),
    totals: z.object({
      /** Unique visitors of the widget: a browser counts once a day (summed over the days). */
      visitors: count(),
      /** Page loads of the widget. */
      visits: count(),
      prospects_reached: count(),
      prospects_registered: count(),
      chats_started: count(),
      messages: count(),
      first_reply_median_seconds: seconds(),
      first_reply_p90_seconds: seconds(),
    }),
    first_reply_by_ambassador: z.array(
      z.object({
        ambassador_id: idSchema,
        name: text(),
        chats: count(),
        answered: count(),
        median_seconds: seconds(),
        p90_seconds: seconds(),
      }),
    ),
    volume_by_day: z.array(
      z.object({ day: dateSchema, visitors: count(), messages: count(), chats: count() }),
    ),
    prospects_by: z.object(
      Object.fromEntries(ANALYTICS_BREAKDOWNS.map((key) => [key, breakdownSchema])) as Record<
        AnalyticsBreakdownKey,
        typeof breakdownSchema
      >,
    ),
    /** Items as they are now; views, likes and shares in the range. */
    content: z.object({
      posts: z.object({ items: count(), views: count(), likes: count(), shares: count() }),
      faqs: z.object({ items: count(), views: count(), likes: count(), shares: count() }),
    }),
    live_events: z.array(
      z.object({
        id: idSchema,
        name: text(),
        registrations: count(),
        watched: count(),
        watch_seconds: count(),
      }),
    ),
    /** Widget visitors → sign-ups → first messages → answered, all in the range. */
    funnel: z.object({
      visitors: count(),
      sign_ups: count(),
      first_messages: count(),
      answered: count(),
    }),
  })
  .meta({ id: 'Analytics' });
export type Analytics = z.infer<typeof analyticsSchema>;
