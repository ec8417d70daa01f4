import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { parseBase } from '@quad/shared/rules/base-path';
import { i18n } from '../../i18n/i18n';
import { tokenStore } from '../../lib/token-store';
import { testQueryClient, widgetSettings } from '../../test/helpers';
import { brandingFor } from '../../app/widget-context/branding';
import { WidgetContext } from '../../app/widget-context/use-widget';
import { resetCommunityRestore } from './hooks/use-community-session';

function Widget() {
  const base = parseBase('/1')!;
  const settings = widgetSettings();
  return (
    <WidgetContext value={{ base, settings, branding: brandingFor(settings, base) }}>
      <Outlet />
    </WidgetContext>
  );
}

/**
 * Renders community routes under `/1/community` at a path, signed in to the community (a
 * token in memory) unless told otherwise; signed out, the page restores from the cookie first.
 */
export function renderCommunity(
  path: string,
  children: RouteObject[],
  { signedIn = true }: { signedIn?: boolean } = {},
) {
  resetCommunityRestore();
  tokenStore.setStatus('restoring', 'community');
  if (signedIn) tokenStore.setTokens('community', { token: 'community-token' });
  const router = createMemoryRouter([{ path: '/1', element: <Widget />, children }], {
    initialEntries: [path],
  });
  const client = testQueryClient();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, client };
}
