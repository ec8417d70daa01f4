import type { z } from 'zod';
import { successEnvelope } from '@quad/shared/contracts/envelope';

/** Wraps a payload in the CONTRACT §2 success envelope. */
export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}

/** The 200 response schema of a route whose payload is `schema`. */
export function okSchema<T extends z.ZodType>(schema: T) {
  return { 200: successEnvelope(schema) };
}
