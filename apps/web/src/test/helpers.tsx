import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { FIRST_SCREEN_ELEMENT_ID } from '@quad/shared/contracts/constants';
import { widgetSettingsSchema, type WidgetSettings } from '@quad/shared/contracts/widget-settings';
import fixture from './fixtures/widget-settings.json';

/** Realistic widget settings (Demo University, blue), with overrides. */
export function widgetSettings(overrides: Partial<WidgetSettings> = {}): WidgetSettings {
  return widgetSettingsSchema.parse({ ...fixture, ...overrides });
}

/** A JSON Response as the server sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch for the test; the handler sees the parsed URL and the request init. */
export function stubFetch(handler: Handler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(handler(new URL(String(input), 'http://localhost'), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A QueryClient for one test: no retries, no cache between tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export function withQueryClient(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

/**
 * Makes the page carry `text` as its first screen (index.html's JSON element), or none with
 * null; read by the app's modules when they load.
 */
export function carryFirstScreen(text: string | null): void {
  document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove();
  if (text === null) return;
  const element = document.createElement('script');
  element.id = FIRST_SCREEN_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = text;
  document.body.append(element);
}

/** What vi.doMock is given: a module made from the real one. */
type ModuleFactory = (importOriginal: () => Promise<unknown>) => Promise<unknown>;

/**
 * Holds a module's code back until the test calls the answered `release`, as a slow connection
 * would: `mock` registers the factory it is given with vi.doMock in the test's own file (where
 * the path is resolved), once the modules are reset so the code under test imports it afresh.
 */
export function holdBackModule(mock: (factory: ModuleFactory) => void): () => void {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.resetModules();
  mock(async (importOriginal) => {
    await gate;
    return importOriginal();
  });
  return release;
}
