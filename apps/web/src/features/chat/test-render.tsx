import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { parseBase } from '@quad/shared/rules/base-path';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { i18n } from '../../i18n/i18n';
import { testQueryClient, widgetSettings } from '../../test/helpers';
import { tokenStore } from '../../lib/token-store';
import { brandingFor } from '../../app/widget-context/branding';
import { WidgetContext } from '../../app/widget-context/use-widget';
import { ChatIndexPage, ChatLayout } from './components/chat-layout';
import { DialogPage } from './components/dialog-page';
import { StartChatPage } from './components/start-chat-page';

function Widget({ overlay }: { overlay: ReactNode }) {
  const base = parseBase('/1')!;
  const settings = widgetSettings();
  return (
    <WidgetContext value={{ base, settings, branding: brandingFor(settings, base) }}>
      <Outlet />
      {overlay}
    </WidgetContext>
  );
}

const routesWith = (overlay: ReactNode): RouteObject[] => [
  {
    path: '/1',
    element: <Widget overlay={overlay} />,
    children: [
      {
        path: 'interaction/dialogs',
        element: <ChatLayout />,
        children: [
          { index: true, element: <ChatIndexPage /> },
          { path: ':dialogId', element: <DialogPage /> },
        ],
      },
      { path: 'interaction/dialogs/new', element: <StartChatPage /> },
      { path: 'interaction/:userId', element: <StartChatPage /> },
      { path: 'interaction/sign-in', element: <h1>Sign in screen</h1> },
      { path: 'interaction/sign-up', element: <h1>Sign up screen</h1> },
    ],
  },
];

/**
 * Renders the chat screens at a path, signed in (a stored token) unless told otherwise; overlay
 * is what the app lays over every screen (the sign-in popup, in tests of the whole app).
 */
export function renderChat(
  path: string,
  { signedIn = true, overlay = null }: { signedIn?: boolean; overlay?: ReactNode } = {},
) {
  if (signedIn) tokenStore.setTokens('main', { token: 'test-token', refreshToken: 'refresh' });
  const router = createMemoryRouter(routesWith(overlay), { initialEntries: [path] });
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
