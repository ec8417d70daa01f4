import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthDialogHost } from '../features/auth/components/auth-dialog';
import { authResultFixture } from '../features/auth/test-fixtures';
import { buildAccount, buildDialog, buildMessage, people } from '../features/chat/test-fixtures';
import { fakeChatApi } from '../features/chat/test-api';
import { renderChat } from '../features/chat/test-render';
import { ChatButton } from '../features/content/components/shared/chat-button';
import { FIRST_RENDER, renderScreens, serveApi } from '../features/content/test/render';
import { authResultSchema } from '@quad/shared/contracts/auth';
import {
  createChatResponseSchema,
  DIALOG_TYPES,
  groupChatPreviewResponseSchema,
} from '@quad/shared/contracts/dialogs';
import { okAs } from '../test/msw';
import { closeAuthDialog } from './session/auth-dialog-store';

// Features open the sign-in popup through the app's session store; the app lays the popup over
// every screen. These tests put the two together, as the app does.

vi.mock('../lib/socket', async () =>
  (await import('../features/chat/test-realtime')).fakeRealtimeModule(),
);
vi.setConfig({ testTimeout: 20_000 });

const API = '/api/v1/interactionSite';

// The popup's state outlives a test: close it, as a person would.
afterEach(() => act(() => closeAuthDialog()));

describe('ChatButton, signed out', () => {
  const routes = [
    {
      index: true,
      element: (
        <>
          <ChatButton ambassador={{ id: 2, name: 'Maya' }} />
          <AuthDialogHost />
        </>
      ),
    },
    { path: 'interaction/dialogs/:dialogId', element: <h1>The chat</h1> },
  ];

  it('opens "Create an account to chat with Maya" over the page for a signed-out visitor', async () => {
    const user = userEvent.setup();
    serveApi(() => undefined);
    const { router } = renderScreens(routes, '/1');
    const button = await screen.findByRole('button', { name: 'Chat with Maya' }, FIRST_RENDER);
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(button);
    expect(
      await screen.findByRole('dialog', { name: 'Create an account to chat with Maya' }),
    ).toBeInTheDocument();
    // Over the profile, not instead of it.
    expect(router.state.location.pathname).toBe('/1');
  });
});

describe('a public group chat, signed out', () => {
  const preview = {
    groupChat: {
      id: 12,
      type: DIALOG_TYPES.groupChat,
      name: 'Open Day Q&A',
      description: 'Coming to an Open Day? Ask anything.',
      avatar: null,
      color: '#2A9D8F',
      university_id: 1,
      members_count: 7,
      ambassadors: [{ ...people.amara, color: '#7B61FF', slug: 'amara-okafor-21' }],
      last_activity: null,
      created_at: new Date(0).toISOString(),
      isJoined: false,
    },
    messages: [buildMessage({ seq: 1, dialog_id: 12, text: 'Welcome, everyone!' })],
  };

  it('shows what the chat is about and who talks there, and joins after signing in', async () => {
    const user = userEvent.setup();
    const joined = { done: false };
    const server = fakeChatApi({
      dialog: buildDialog({ id: 12, type: 4, name: 'Open Day Q&A', prospect: null }),
      handlers: [
        http.get(`${API}/dialogs/groupChat/12/preview`, () =>
          okAs(groupChatPreviewResponseSchema, preview),
        ),
        http.post(`${API}/auth/login`, () => okAs(authResultSchema, authResultFixture())),
        http.post(`${API}/dialogs/12/findOrCreate`, () => {
          joined.done = true;
          return okAs(createChatResponseSchema, { dialog_id: 12 });
        }),
      ],
    });
    const { router } = renderChat('/1/interaction/dialogs/12', {
      signedIn: false,
      overlay: <AuthDialogHost />,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Open Day Q&A' }),
    ).toBeInTheDocument();
    expect(screen.getByText('7 members')).toBeInTheDocument();
    expect(screen.getByText('With Amara')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Latest messages' });
    expect(within(recent).getByText('Welcome, everyone!')).toBeInTheDocument();
    expect(screen.queryByText('Sign in to see your chats')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign up to join the chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const signIn = await screen.findByRole('dialog', { name: 'Sign in' });
    server.state.account = buildAccount('sofia');
    await user.type(within(signIn).getByLabelText('Email'), 'sofia@demo.test');
    await user.type(within(signIn).getByLabelText('Password'), 'demo-password-1');
    const submit = within(signIn).getAllByRole('button', { name: 'Sign in' });
    await user.click(submit.at(-1)!);
    await waitFor(() => expect(joined.done).toBe(true));
    expect(router.state.location.pathname).toBe('/1/interaction/dialogs/12');
    act(() => closeAuthDialog());
  });
});
