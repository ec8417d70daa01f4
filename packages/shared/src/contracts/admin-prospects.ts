import { z } from 'zod';
import { dateTimeSchema, idSchema, pageFields, text } from './common';

export const ADMIN_PROSPECTS_PAGE_SIZE = 20;

/** A prospect as the console lists them. */
export const adminProspectSchema = z
  .object({
    id: idSchema,
    name: text(),
    email: text(),
    /** Blocked by an admin: cannot sign in or send. */
    is_blocked: z.boolean(),
    /** Their chats with the university. */
    chats_count: z.number().int().min(0),
    created_at: dateTimeSchema,
    last_seen_at: dateTimeSchema.nullable(),
  })
  .meta({ id: 'AdminProspect' });
export type AdminProspect = z.infer<typeof adminProspectSchema>;

export const adminProspectListQuerySchema = z
  .object({
    search: text().trim().max(100).optional(),
    ...pageFields(ADMIN_PROSPECTS_PAGE_SIZE),
  })
  .meta({ id: 'AdminProspectListQuery' });
export type AdminProspectListQuery = z.infer<typeof adminProspectListQuerySchema>;

export const adminProspectListResponseSchema = z
  .object({ prospects: z.array(adminProspectSchema), total: z.number().int().min(0) })
  .meta({ id: 'AdminProspectList' });
export type AdminProspectList = z.infer<typeof adminProspectListResponseSchema>;

/** Everything the console shows about one prospect. */
export const adminProspectDetailSchema = adminProspectSchema
  .extend({
    phone: text().nullable(),
    nationality_id: z.number().int().nullable(),
    residence_country_id: z.number().int().nullable(),
    /** Their answers to the university's questions. */
    answers: z.array(z.object({ question: text(), answer: z.unknown() })),
    consents: z.object({
      terms_accepted_at: dateTimeSchema.nullable(),
      marketing: z.boolean(),
      email_notifications: z.boolean(),
    }),
    /** Where they came from (UTM medium, source, campaign …). */
    utm: z.record(text(), z.unknown()),
  })
  .meta({ id: 'AdminProspectDetail' });
export type AdminProspectDetail = z.infer<typeof adminProspectDetailSchema>;

export const adminProspectResponseSchema = z
  .object({ prospect: adminProspectDetailSchema })
  .meta({ id: 'AdminProspectResponse' });

/** Block or unblock a prospect. */
export const adminProspectChangeSchema = z
  .object({ is_blocked: z.boolean() })
  .meta({ id: 'AdminProspectChange' });
export type AdminProspectChange = z.infer<typeof adminProspectChangeSchema>;
