import { z } from 'zod';
import { dateTimeSchema, idSchema, text } from './common';

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
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(ADMIN_FAQS_PAGE_SIZE),
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
