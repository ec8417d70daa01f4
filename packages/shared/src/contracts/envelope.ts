import { z } from 'zod';
import { ERROR_CODES, type ErrorCode, type ErrorDetail } from '../errors';
import { text } from './common';

// The envelope every answer comes in (CONTRACT §2), as schemas. The codes and texts they name
// live in `errors`, which loads no zod: the widget's first screen reads them without it.

const errorCodeValues = Object.values(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

export const errorCodeSchema = z.enum(errorCodeValues).meta({ id: 'ErrorCode' });

const paramScalarSchema = z.union([text(), z.number(), z.boolean(), z.null()]);
const paramValueSchema = z.union([paramScalarSchema, z.array(paramScalarSchema)]);

export const errorDetailSchema = z
  .object({
    path: text().describe('Dotted path of the offending field, empty for the whole input'),
    code: text().describe(
      'Stable machine code of the problem (DETAIL_CODES; unknown codes may be added later)',
    ),
    params: z
      .record(text(), paramValueSchema)
      .optional()
      .describe('Values the text needs, e.g. { minimum: 8, origin: "string" }'),
    message: text().describe("The problem in the request's language (Accept-Language)"),
  })
  .meta({
    id: 'ErrorDetail',
    description: 'One field problem of a validation error',
  }) satisfies z.ZodType<ErrorDetail>;

export const errorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    error: z.object({
      code: errorCodeSchema,
      message: text(),
      reason: text()
        .optional()
        .describe(
          'What was not found (NOT_FOUND_SUBJECTS) or why it was refused (REFUSAL_REASONS), for a text of its own',
        ),
      details: z.array(errorDetailSchema).optional(),
    }),
  })
  .meta({ id: 'ErrorEnvelope', description: 'Failure envelope of every 4xx/5xx answer' });

export type ApiFailure = z.infer<typeof errorEnvelopeSchema>;

export type ApiSuccess<T> = { success: true; data: T };

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

/** The success envelope `{ success: true, data }` around a payload schema. */
export function successEnvelope<T extends z.ZodType>(dataSchema: T) {
  return z.object({ success: z.literal(true), data: dataSchema });
}

/** Either envelope around a payload schema, for clients parsing any answer. */
export function apiResponse<T extends z.ZodType>(dataSchema: T) {
  return z.discriminatedUnion('success', [successEnvelope(dataSchema), errorEnvelopeSchema]);
}
