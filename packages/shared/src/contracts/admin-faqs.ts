import { z } from 'zod';
import { detailCode } from '../errors';
import { dateTimeSchema, idSchema, pageFields, text } from './common';

export const ADMIN_FAQS_PAGE_SIZE = 20;

/** A FAQ as the console lists it: the question and its first answer. */
export const adminFaqSchema = z
  .object({
    id: idSchema,
    question: text(),
    answer: text().nullable(),
    answer_count: z.number().int().min(0),
    is_published: z.boolean(),
    created_at: dateTimeSchema,
  })
  .meta({ id: 'AdminFaq' });
export type AdminFaq = z.infer<typeof adminFaqSchema>;

export const adminFaqListQuerySchema = z
  .object({
    search: text().trim().max(100).optional(),
    ...pageFields(ADMIN_FAQS_PAGE_SIZE),
  })
  .meta({ id: 'AdminFaqListQuery' });
export type AdminFaqListQuery = z.infer<typeof adminFaqListQuerySchema>;

export const adminFaqListResponseSchema = z
  .object({ faqs: z.array(adminFaqSchema), total: z.number().int().min(0) })
  .meta({ id: 'AdminFaqList' });

/** Write or edit a FAQ: the question and the answer the admin gives, published or not. */
export const adminFaqChangeSchema = z
  .object({
    question: text()
      .trim()
      .min(5, 'Write the question.')
      .max(300, 'Keep the question under 300 characters.'),
    answer: text()
      .trim()
      .min(1, 'Write the answer.')
      .max(4000, 'Keep the answer under 4,000 characters.'),
    is_published: z.boolean(),
  })
  .meta({ id: 'AdminFaqChange' });
export type AdminFaqChange = z.infer<typeof adminFaqChangeSchema>;

export const adminFaqResponseSchema = z
  .object({ faq: adminFaqSchema })
  .meta({ id: 'AdminFaqResponse' });

/** The most FAQs one university's admin orders at once (the whole list is sent). */
export const ADMIN_FAQS_ORDER_MAX = 1000;

/** PUT /admin/faqs/order: every FAQ of the university, in the order the widget shows them. */
export const adminFaqOrderChangeSchema = z
  .object({
    ids: z
      .array(idSchema)
      .min(1, 'Send the FAQs in their new order.')
      .max(ADMIN_FAQS_ORDER_MAX)
      .refine((ids) => new Set(ids).size === ids.length, {
        error: 'Send each FAQ once.',
        params: detailCode('duplicate_items'),
      }),
  })
  .meta({ id: 'AdminFaqOrderChange' });
export type AdminFaqOrderChange = z.infer<typeof adminFaqOrderChangeSchema>;

/** The university's FAQs in their saved order. */
export const adminFaqOrderSchema = z
  .object({ ids: z.array(idSchema) })
  .meta({ id: 'AdminFaqOrder' });
export type AdminFaqOrder = z.infer<typeof adminFaqOrderSchema>;
