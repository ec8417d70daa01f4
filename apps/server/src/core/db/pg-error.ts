/** SQLSTATE of a unique violation. */
export const UNIQUE_VIOLATION = '23505';

/**
 * The PostgreSQL SQLSTATE (e.g. 23505 unique violation) of a failed query, however the driver
 * and the ORM wrapped it (`cause` chains, a few levels deep).
 */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
