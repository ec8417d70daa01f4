/** Whether a value read from JSON (or anywhere untyped) is an object with fields, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
