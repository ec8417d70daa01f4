import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';
import type { WidgetSettings } from '@quad/shared/contracts/widget-settings';
import { parseBase } from '@quad/shared/rules/base-path';
import { jsonResponse, stubFetch, testQueryClient, widgetSettings } from '../../../test/helpers';
import { WidgetSettingsProvider } from '../../../app/widget-context/widget-settings-provider';

/** findBy options for the first screen of a test file, which waits for its modules too. */
export const FIRST_RENDER = { timeout: 5000 };

/** A recorded API call: method, path under /api/v1, query and JSON body. */
export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };

/** What a served call answers: data (200) or a status with the contract error. */
export type Answer = { status?: number; data?: unknown; error?: { code: string; message: string } };
type Route = (call: ApiCall) => Answer | Promise<Answer> | undefined;

/**
 * Serves the widget API from `route` (settings are answered unless it does): every call is
 * recorded, its answer wrapped in the contract's envelope. Unknown calls answer 404.
 */
export function serveApi(route: Route, settings: WidgetSettings = widgetSettings()) {
  const calls: ApiCall[] = [];
  const fetchMock = stubFetch(async (url, init) => {
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = (await route(call)) ??
      (call.path === '/widget/settings' ? { data: settings } : undefined) ?? {
        status: 404,
        error: { code: 'NOT_FOUND', message: 'Not found' },
      };
    const status = answer.status ?? 200;
    return jsonResponse(
      status,
      status < 400 ? { success: true, data: answer.data } : { success: false, error: answer.error },
    );
  });
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { calls, callsTo, fetchMock };
}

/** Shows the current path, so tests can read where a screen navigated to. */
function PathProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="path">{`${pathname}${search}`}</div>;
}

function WidgetRoot() {
  const { pathname } = useLocation();
  const base = parseBase(pathname)!;
  return (
    <WidgetSettingsProvider
      base={base}
      pending={<p>Loading settings</p>}
      renderError={(error) => <p>Settings failed: {error.message}</p>}
    >
      <Outlet />
      <PathProbe />
    </WidgetSettingsProvider>
  );
}

/** Renders screens under `/:universityId` with the widget's settings, at `path`. */
export function renderScreens(
  children: RouteObject[],
  path: string,
  queryClient: QueryClient = testQueryClient(),
) {
  const router = createMemoryRouter(
    [
      { path: '/:universityId', element: <WidgetRoot />, children },
      { path: '/group/:groupId', element: <WidgetRoot />, children },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
