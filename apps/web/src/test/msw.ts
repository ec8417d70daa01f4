import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';

/**
 * The API every web test talks to (MSW): no handlers by default, so any request a test did not
 * set up fails it (see setup.ts). Tests add handlers with `mswServer.use(…)`.
 */
export const mswServer = setupServer();

/** A success envelope whose data is checked against the contract's response schema first. */
export function okAs<S extends z.ZodType>(schema: S, data: z.input<S>) {
  return HttpResponse.json({ success: true, data: schema.parse(data) });
}

/** An error envelope as the server sends it. */
export function failWith(status: number, code: string, message = '') {
  return HttpResponse.json({ success: false, error: { code, message } }, { status });
}

/** A success whose data the contract leaves empty. */
export function okEmpty() {
  return HttpResponse.json({ success: true, data: {} });
}
