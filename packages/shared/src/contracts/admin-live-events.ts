import { z } from 'zod';
import { detailCode } from '../errors';
import { coercedIdSchema, dateTimeSchema, idSchema, pageFields, text } from './common';
import { liveEventStatusSchema } from '../rules/status-name';

export const ADMIN_LIVE_EVENTS_PAGE_SIZE = 20;

/** A page of the console's live events list. */
export const adminLiveEventListQuerySchema = z
  .object({
    ...pageFields(ADMIN_LIVE_EVENTS_PAGE_SIZE),
  })
  .meta({ id: 'AdminLiveEventListQuery' });

/** A live event as the console lists it, with the speakers' join code. */
export const adminLiveEventSchema = z
  .object({
    id: idSchema,
    name: text(),
    slug: text(),
    status: liveEventStatusSchema,
    description: text(),
    from_date: dateTimeSchema.nullable(),
    to_date: dateTimeSchema.nullable(),
    is_promote: z.boolean(),
    speaker_code: text().nullable(),
    /** Where the uploaded recording plays from; null until one is uploaded. */
    recording_url: text().nullable(),
    created_at: dateTimeSchema,
  })
  .meta({ id: 'AdminLiveEvent' });
export type AdminLiveEvent = z.infer<typeof adminLiveEventSchema>;

export const adminLiveEventListResponseSchema = z
  .object({ liveEvents: z.array(adminLiveEventSchema), total: z.number().int().min(0) })
  .meta({ id: 'AdminLiveEventList' });

/** Schedule a live event: it starts upcoming, with its live chat, speakers' chat and join code. */
export const adminLiveEventCreateSchema = z
  .object({
    name: text().trim().min(3, 'Name the event.').max(120, 'Keep the name under 120 characters.'),
    description: text().trim().max(2000, 'Keep the description under 2,000 characters.'),
    from_date: dateTimeSchema,
    to_date: dateTimeSchema,
    is_promote: z.boolean(),
  })
  .refine((event) => Date.parse(event.to_date) > Date.parse(event.from_date), {
    error: 'The event must end after it starts.',
    params: detailCode('end_before_start'),
    path: ['to_date'],
  })
  .meta({ id: 'AdminLiveEventCreate' });
export type AdminLiveEventCreate = z.infer<typeof adminLiveEventCreateSchema>;

export const adminLiveEventResponseSchema = z
  .object({ liveEvent: adminLiveEventSchema })
  .meta({ id: 'AdminLiveEventResponse' });

/** A speaker of a live event. */
export const adminLiveEventSpeakerSchema = z
  .object({
    id: idSchema,
    name: text(),
    role: z.enum(['ambassador', 'admin', 'speaker']),
  })
  .meta({ id: 'AdminLiveEventSpeaker' });
export type AdminLiveEventSpeaker = z.infer<typeof adminLiveEventSpeakerSchema>;

export const adminLiveEventSpeakersResponseSchema = z
  .object({
    speakers: z.array(adminLiveEventSpeakerSchema),
    /** External speakers join with this code. */
    speaker_code: text().nullable(),
  })
  .meta({ id: 'AdminLiveEventSpeakers' });

/** Make an ambassador or admin of the university a speaker. */
export const adminLiveEventSpeakerAddSchema = z
  .object({ user_id: idSchema })
  .meta({ id: 'AdminLiveEventSpeakerAdd' });

export const adminLiveEventSpeakerParamsSchema = z
  .object({ id: coercedIdSchema, userId: coercedIdSchema })
  .meta({ id: 'AdminLiveEventSpeakerParams' });

/** Move an event along its statuses (go live, end, cancel, archive), audited. */
export const adminLiveEventStatusSchema = z
  .object({ status: liveEventStatusSchema })
  .meta({ id: 'AdminLiveEventStatus' });
