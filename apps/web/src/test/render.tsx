import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import type { WidgetSettings } from '@quad/shared/contracts/widget-settings';
import { parseBase } from '@quad/shared/rules/base-path';
import { brandingFor } from '../app/widget-context/branding';
import { WidgetContext } from '../app/widget-context/use-widget';
import { i18n } from '../i18n/i18n';
import { tokenStore } from '../lib/token-store';
import { testQueryClient, widgetSettings } from './helpers';

/** A university's widget (settings, theme, base path; university 1's by default) around its routes. */
export function TestWidget({
  path = '/1',
  settings = widgetSettings(),
  children = <Outlet />,
}: {
  path?: string;
  settings?: WidgetSettings;
  children?: ReactNode;
}) {
  const base = parseBase(path)!;
  return (
    <WidgetContext value={{ base, settings, branding: brandingFor(settings, base) }}>
      {children}
    </WidgetContext>
  );
}

/** Stores a sign-in to the widget, as a person who signed in earlier has. */
export function signInForTest() {
  tokenStore.setTokens('main', { token: 'test-token', refreshToken: 'refresh' });
}

/** Renders routes in a memory router at a path, with a query client of its own (and toasts if asked). */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  { client = testQueryClient(), toasts = false }: { client?: QueryClient; toasts?: boolean } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        {toasts && <Toaster />}
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, client };
}
