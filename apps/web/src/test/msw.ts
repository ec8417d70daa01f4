import { http, HttpResponse, type HttpHandler } from 'msw';
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
export function failWith(
  status: number,
  code: string,
  message = '',
  details?: Array<{ path: string; message: string }>,
) {
  return HttpResponse.json({ success: false, error: { code, message, details } }, { status });
}

/** A success whose data the contract leaves empty. */
export function okEmpty() {
  return HttpResponse.json({ success: true, data: {} });
}

/** A request's body: parsed JSON, the form data of a multipart upload, or undefined. */
async function bodyOf(request: Request): Promise<unknown> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    return request.formData();
  }
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** One request an API test received: method, path under /api/v1, query and JSON body. */
export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };

/** What a test reads of a request to the API (its body from a copy, so it can still be read). */
export async function apiCallOf(request: Request): Promise<ApiCall> {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: url.pathname.replace(/^\/api\/v1/, ''),
    query: url.searchParams,
    body: await bodyOf(request.clone()),
  };
}

/**
 * Serves `handlers` for one test and records every API request they see, so a test can read
 * what was sent (`callsTo('POST', '/interactionSite/account/edit')`).
 */
export function serveApi(...handlers: HttpHandler[]) {
  const calls: ApiCall[] = [];
  mswServer.use(
    // Every request is written down first; it goes on to the handlers that answer it.
    http.all('*/api/v1/*', async ({ request }) => {
      calls.push(await apiCallOf(request));
      return undefined;
    }),
    ...handlers,
  );
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { calls, callsTo };
}
