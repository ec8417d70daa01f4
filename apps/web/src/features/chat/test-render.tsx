import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { renderRoutes, signInForTest, TestWidget } from '../../test/render';
import { ChatIndexPage, ChatLayout } from './components/chat-layout';
import { DialogPage } from './components/dialog-page';
import { StartChatPage } from './components/start-chat-page';

const routesWith = (overlay: ReactNode): RouteObject[] => [
  {
    path: '/1',
    element: (
      <TestWidget>
        <Outlet />
        {overlay}
      </TestWidget>
    ),
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
  if (signedIn) signInForTest();
  return renderRoutes(routesWith(overlay), path, { toasts: true });
}
