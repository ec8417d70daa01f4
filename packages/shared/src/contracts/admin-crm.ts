import { z } from 'zod';
import { detailCode } from '../errors';
import { dateSchema } from './common';

/** The fixed columns of the prospects CSV, in order; one column per question follows them. */
export const CRM_PROSPECT_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'registered_at',
  'last_seen_at',
  'nationality',
  'residence_country',
  'marketing_consent',
  'email_consent',
  'terms_accepted_at',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'came_from',
  'chats',
  'messages_sent',
  'live_events_registered',
  'live_event_watch_seconds',
] as const;

/** Which prospects the CSV holds: registered in a date range (both ends included), or all. */
export const crmExportQuerySchema = z
  .object({ from: dateSchema.optional(), to: dateSchema.optional() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    error: 'The start date must not be after the end date.',
    params: detailCode('date_range_reversed'),
    path: ['to'],
  })
  .meta({ id: 'CrmExportQuery' });
export type CrmExportQuery = z.infer<typeof crmExportQuerySchema>;
