import { z } from 'zod';
import { dateTimeSchema, idSchema, text } from './common';

/** Look a person up by the email address their request came from. */
export const dataRequestLookupQuerySchema = z
  .object({ email: z.email('Enter the email address the request came from.').max(254) })
  .meta({ id: 'DataRequestLookupQuery' });
export type DataRequestLookupQuery = z.infer<typeof dataRequestLookupQuerySchema>;

/** A person of the university as a data-subject request shows them. */
export const dataRequestPersonSchema = z
  .object({
    id: idSchema,
    name: text(),
    email: text(),
    role_key: text(),
    created_at: dateTimeSchema,
    conversations: z.number().int().min(0),
    messages: z.number().int().min(0),
  })
  .meta({ id: 'DataRequestPerson' });
export type DataRequestPerson = z.infer<typeof dataRequestPersonSchema>;

export const dataRequestLookupResponseSchema = z
  .object({ person: dataRequestPersonSchema.nullable() })
  .meta({ id: 'DataRequestLookup' });

/** Erasing needs the person's email typed again: a slip of the mouse erases nobody. */
export const dataRequestEraseSchema = z
  .object({ confirm_email: z.email('Type the person’s email address to confirm.').max(254) })
  .meta({ id: 'DataRequestErase' });
export type DataRequestErase = z.infer<typeof dataRequestEraseSchema>;

export const dataRequestEraseResponseSchema = z
  .object({ erased: z.literal(true) })
  .meta({ id: 'DataRequestErased' });
