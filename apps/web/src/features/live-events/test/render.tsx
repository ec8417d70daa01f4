import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { parseBase } from '@quad/shared/rules/base-path';
import { brandingFor } from '../../../app/widget-context/branding';
import { WidgetContext } from '../../../app/widget-context/use-widget';
import { i18n } from '../../../i18n/i18n';
import { tokenStore } from '../../../lib/token-store';
import { testQueryClient, widgetSettings } from '../../../test/helpers';
import type { JoinSpeakerResult } from '../api/join-speaker';
import type { RenderChat } from '../components/chat-slot';
import { LiveEventPage } from '../components/live-event-page';

/** A stand-in for the chat room: names the chat it would show. */
const stubChat: RenderChat = (props) => (
  <div role="region" aria-label={props.label}>
    {props.composerAddon}
  </div>
);

/** Renders the live event page at its route, signed in (a stored token) unless told otherwise. */
export function renderLiveEvent({
  signedIn = true,
  renderChat = stubChat,
  onSpeakerSignedIn = vi.fn(),
}: {
  signedIn?: boolean;
  renderChat?: RenderChat;
  onSpeakerSignedIn?: (result: JoinSpeakerResult) => void;
} = {}) {
  if (signedIn) tokenStore.setTokens('main', { token: 'test-token', refreshToken: 'refresh' });
  const base = parseBase('/1')!;
  const settings = widgetSettings();
  const router = createMemoryRouter(
    [
      {
        path: '/1',
        element: (
          <WidgetContext value={{ base, settings, branding: brandingFor(settings, base) }}>
            <Outlet />
          </WidgetContext>
        ),
        children: [
          {
            path: 'live-streams/:eventSlug',
            element: (
              <LiveEventPage renderChat={renderChat} onSpeakerSignedIn={onSpeakerSignedIn} />
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/1/live-streams/engineering-taster-lecture'] },
  );
  const client = testQueryClient();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, client };
}
