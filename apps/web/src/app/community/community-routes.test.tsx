import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  messageListResponseSchema,
  messageResponseSchema,
  readStateSchema,
  sendMessageSchema,
  type Message,
} from '@quad/shared/contracts/dialogs';
import { dialogMessagesChannel } from '@quad/shared/events';
import {
  communityAuthResultSchema,
  communityHandoffSchema,
} from '@quad/shared/contracts/community-accounts';
import { communityDialogResponseSchema } from '@quad/shared/contracts/community';
import { okAs, okEmpty, serveApi } from '../../test/msw';
import { tokenStore } from '../../lib/token-store';
import { rememberCommunityPath } from '../../lib/community-return-path';
import { buildMessage, buildMessages } from '../../features/chat/test-fixtures';
import { CommunityLayout } from '../../features/community/components/community-layout';
import { communityApi, communityUrl } from '../../features/community/test-api';
import { buildAccount, buildPersonal } from '../../features/community/test-fixtures';
import { renderCommunity } from '../../features/community/test-render';
import { CommunityConversationRoute } from './community-conversation-route';
import { CommunityProfileRoute } from './community-profile-route';
import { CommunitySignInRoute } from './community-sign-in-route';
import { CommunitySignUpRoute } from './community-sign-up-route';
import { channels } from './test-socket';

vi.mock('../../lib/socket', async () => (await import('./test-socket')).fakeSocketModule());

const routes: RouteObject[] = [
  {
    path: 'community',
    element: <CommunityLayout />,
    children: [
      { index: true, element: <h1>Community home</h1> },
      { path: 'sign-in', element: <CommunitySignInRoute /> },
      { path: 'members', element: <h1>People screen</h1> },
      { path: 'profile', element: <CommunityProfileRoute /> },
      { path: 'dialogs/:dialogId', element: <CommunityConversationRoute /> },
    ],
  },
];

const signUpRoutes: RouteObject[] = [
  {
    path: 'community',
    element: <CommunityLayout />,
    children: [
      { index: true, element: <h1>Community home</h1> },
      { path: 'sign-up', element: <CommunitySignUpRoute /> },
      { path: 'subjects', element: <h1>Subjects screen</h1> },
    ],
  },
];

beforeEach(() => {
  channels.clear();
  tokenStore.setStatus('ready', 'community');
});

describe('community sign-in', () => {
  it('signs in with the browser fingerprint and goes back to the screen asked for', async () => {
    const user = userEvent.setup();
    const api = serveApi(
      communityApi.refresh(null),
      communityApi.login(buildAccount()),
      communityApi.account(buildAccount()),
    );
    const { router } = renderCommunity('/1/community/members', routes, { signedIn: false });

    await screen.findByRole('heading', { level: 1, name: 'Sign in to the community' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sofia@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'People screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/1/community/members');
    expect(api.callsTo('POST', '/community/auth/login')[0]?.body).toEqual({
      email: 'sofia@example.com',
      password: 'secret-pass',
      universityId: 1,
      fingerprint: tokenStore.fingerprint(),
    });
    expect(tokenStore.getToken('community')).toBe('community-token');
    expect(tokenStore.getToken('main')).toBeNull();
  });

  it('goes back to the previous path stored at sign-out', async () => {
    const user = userEvent.setup();
    rememberCommunityPath('/1/community/members');
    serveApi(
      communityApi.refresh(null),
      communityApi.login(buildAccount()),
      communityApi.account(buildAccount()),
    );
    renderCommunity('/1/community/sign-in', routes, { signedIn: false });

    await screen.findByRole('heading', { level: 1, name: 'Sign in to the community' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sofia@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'People screen' })).toBeInTheDocument();
  });

  it('offers to join with the widget session, trading a hand-off made with the main token', async () => {
    const user = userEvent.setup();
    tokenStore.setTokens('main', { token: 'main-token' });
    const authorisations: Array<string | null> = [];
    const api = serveApi(
      communityApi.refresh(null),
      http.post('*/api/v1/widget/account/communityHandoff', ({ request }) => {
        authorisations.push(request.headers.get('authorization'));
        return okAs(communityHandoffSchema, {
          handoff: 'h'.repeat(32),
          expiresAt: new Date(Date.now() + 60_000).toISOString(),
        });
      }),
      http.post(communityUrl('/auth/registrationFromTapFeed'), async () =>
        okAs(communityAuthResultSchema, {
          token: 'community-token',
          refreshToken: 'r',
          account: buildAccount(),
        }),
      ),
      communityApi.account(buildAccount()),
    );
    renderCommunity('/1/community/sign-in', routes, { signedIn: false });

    await user.click(await screen.findByRole('button', { name: 'Join with your Quad account' }));
    expect(await screen.findByRole('heading', { name: 'Community home' })).toBeInTheDocument();
    expect(authorisations).toEqual(['Bearer main-token']);
    expect(api.callsTo('POST', '/community/auth/registrationFromTapFeed')[0]?.body).toEqual({
      handoff: 'h'.repeat(32),
      fingerprint: tokenStore.fingerprint(),
    });
    expect(tokenStore.getToken('main')).toBe('main-token');
  });
});

describe('community sign-up and password reset', () => {
  it('refuses an address that already has an account before creating one', async () => {
    const user = userEvent.setup();
    const api = serveApi(
      communityApi.refresh(null),
      communityApi.checkEmail(true),
      communityApi.register(buildAccount()),
    );
    renderCommunity('/1/community/sign-up', signUpRoutes, { signedIn: false });

    await screen.findByRole('heading', { level: 1, name: 'Join the community' });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Sofia');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Martínez');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sofia@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText('This email already has an account. Sign in instead.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/community/auth/checkEmail')[0]?.body).toEqual({
      email: 'sofia@example.com',
      universityId: 1,
    });
    expect(api.callsTo('POST', '/community/auth/registration')).toHaveLength(0);
  });

  it('creates the account with the fingerprint and no subject yet', async () => {
    const user = userEvent.setup();
    const api = serveApi(
      communityApi.refresh(null),
      communityApi.checkEmail(false),
      communityApi.register(buildAccount({ subjects: [], isAuthorised: false })),
      communityApi.account(buildAccount({ subjects: [], isAuthorised: false })),
    );
    renderCommunity('/1/community/sign-up', signUpRoutes, { signedIn: false });

    await screen.findByRole('heading', { level: 1, name: 'Join the community' });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Sofia');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Martínez');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sofia@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Subjects screen' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/community/auth/registration')[0]?.body).toEqual({
      universityId: 1,
      email: 'sofia@example.com',
      password: 'secret-pass-1',
      firstName: 'Sofia',
      lastName: 'Martínez',
      subjectIds: [],
      fingerprint: tokenStore.fingerprint(),
    });
  });

  it('sets a new password from the mailed link and signs in', async () => {
    const user = userEvent.setup();
    const api = serveApi(
      communityApi.refresh(null),
      http.post(communityUrl('/auth/recovery/passwordConfirm'), () =>
        okAs(communityAuthResultSchema, {
          token: 'community-token',
          refreshToken: 'r',
          account: buildAccount(),
        }),
      ),
      communityApi.account(buildAccount()),
    );
    renderCommunity(
      '/1/community/sign-in?action=reset-password&email=sofia%40example.com&code=abc123',
      routes,
      { signedIn: false },
    );

    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    await user.type(screen.getByLabelText('New password', { exact: true }), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Community home' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/community/auth/recovery/passwordConfirm')[0]?.body).toEqual({
      email: 'sofia@example.com',
      code: 'abc123',
      password: 'new-secret-1',
      fingerprint: tokenStore.fingerprint(),
    });
  });
});

describe('community sign-out', () => {
  it('clears only the community session, remembers where it was and returns to the community sign-in', async () => {
    const user = userEvent.setup();
    tokenStore.setTokens('main', { token: 'main-token' });
    const api = serveApi(
      communityApi.account(buildAccount()),
      http.post(communityUrl('/auth/logout'), () => okEmpty()),
    );
    const { router } = renderCommunity('/1/community/profile', routes);

    await user.click(await screen.findByRole('button', { name: 'Sign out of the community' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/1/community/sign-in'));
    expect(api.callsTo('POST', '/community/auth/logout')).toHaveLength(1);
    expect(tokenStore.getToken('community')).toBeNull();
    expect(tokenStore.getToken('main')).toBe('main-token');
    expect(sessionStorage.getItem('communityPreviousPath')).toBe('/1/community/profile');
  });
});

describe('a community conversation', () => {
  it('pages, sends once, marks read and hears new messages on the community connection', async () => {
    const user = userEvent.setup();
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const messages: Message[] = buildMessages(1, 5, 80);
    const api = serveApi(
      communityApi.account(buildAccount()),
      communityApi.dialog(buildPersonal()),
      http.get(communityUrl('/dialogs/80/messages'), () =>
        okAs(messageListResponseSchema, {
          messages: [...messages].reverse(),
          pinned_messages: [],
          total: messages.length,
          activeUsers: 2,
        }),
      ),
      http.post(communityUrl('/dialogs/80/messages'), async ({ request }) => {
        const body = sendMessageSchema.parse(await request.json());
        const message = buildMessage({
          seq: messages.length + 1,
          dialog_id: 80,
          from: 'sofia',
          text: body.text,
          clientMessageId: body.clientMessageId ?? null,
        });
        messages.push(message);
        return okAs(messageResponseSchema, { message });
      }),
      http.post(communityUrl('/messages/view'), async ({ request }) => {
        const { seq } = (await request.json()) as { seq: number };
        return okAs(readStateSchema, {
          dialog_id: 80,
          last_read_seq: seq,
          new_messages: 0,
          total: 0,
        });
      }),
    );
    renderCommunity('/1/community/dialogs/80', routes);

    const region = await screen.findByRole('region', { name: 'Messages in Amara Okafor' });
    expect(await screen.findByText('Message 5')).toBeInTheDocument();
    expect(api.callsTo('GET', '/community/dialogs/80/messages')[0]?.query.get('order')).toBe(
      'desc',
    );
    await waitFor(() =>
      expect(api.callsTo('POST', '/community/messages/view').length).toBeGreaterThan(0),
    );
    expect(api.callsTo('POST', '/community/messages/view').at(-1)?.body).toEqual({
      dialogId: 80,
      seq: 5,
    });

    await user.type(
      screen.getByRole('textbox', { name: 'Message' }),
      'Hello from the community{Enter}',
    );
    expect(await screen.findByText('Hello from the community')).toBeInTheDocument();
    const [sent] = api.callsTo('POST', '/community/dialogs/80/messages');
    expect(sent?.body).toMatchObject({ type: 'text', text: 'Hello from the community' });
    expect((sent?.body as { clientMessageId?: string }).clientMessageId).toBeTruthy();
    expect(api.calls.some((call) => call.path.startsWith('/interactionSite'))).toBe(false);

    // A new message on the community connection's channel (not the widget's) shows once.
    expect(channels.has(`main:${dialogMessagesChannel(80)}`)).toBe(false);
    const reply = buildMessage({ seq: 7, dialog_id: 80, from: 'amara', text: 'Welcome!' });
    await act(async () => channels.get(`community:${dialogMessagesChannel(80)}`)?.(reply));
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    await act(async () => channels.get(`community:${dialogMessagesChannel(80)}`)?.(reply));
    expect(region.textContent?.match(/Welcome!/g)).toHaveLength(1);
  });

  it('offers a room one has not joined to join, and reads nothing before', async () => {
    const user = userEvent.setup();
    let joined = false;
    const room = buildPersonal({
      id: 90,
      kind: 'room',
      type: 4,
      name: 'General',
      interlocutor: null,
      isMember: false,
      abilities: {
        canRead: false,
        canWrite: false,
        canJoin: true,
        canLeave: false,
        canReport: false,
      },
    });
    const api = serveApi(
      communityApi.account(buildAccount()),
      http.get(communityUrl('/dialogs/90'), () =>
        okAs(communityDialogResponseSchema, {
          dialog: joined
            ? {
                ...room,
                isMember: true,
                abilities: { ...room.abilities, canRead: true, canWrite: true },
              }
            : room,
        }),
      ),
      http.post(communityUrl('/dialogs/90/join'), () => {
        joined = true;
        return okEmpty();
      }),
      http.get(communityUrl('/dialogs/90/messages'), () =>
        okAs(messageListResponseSchema, {
          messages: [],
          pinned_messages: [],
          total: 0,
          activeUsers: 1,
        }),
      ),
    );
    renderCommunity('/1/community/dialogs/90', routes);

    await user.click(await screen.findByRole('button', { name: 'Join the room' }));
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/community/dialogs/90/join')).toHaveLength(1);
    expect(api.callsTo('GET', '/community/dialogs/90/messages')).toHaveLength(1);
  });
});
