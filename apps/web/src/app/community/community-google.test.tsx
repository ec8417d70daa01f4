import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  communityAuthResultSchema,
  communityGoogleResultSchema,
  type CommunityGoogleResult,
} from '@quad/shared/contracts/community-accounts';
import { guestChannel } from '@quad/shared/events';
import { failWith, okAs, serveApi } from '../../test/msw';
import { tokenStore } from '../../lib/token-store';
import { SignInRedirectPage } from '../../features/auth/sso/sign-in-redirect-page';
import { renderInWidget } from '../../features/auth/test-fixtures';
import { CommunityLayout } from '../../features/community/components/community-layout';
import { communityApi, communityUrl } from '../../features/community/test-api';
import { buildAccount } from '../../features/community/test-fixtures';
import { renderCommunity } from '../../features/community/test-render';
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
      { path: 'sign-up', element: <CommunitySignUpRoute /> },
      { path: 'subjects', element: <h1>Subjects screen</h1> },
    ],
  },
];

const CODE = 'c'.repeat(64);
let popup: { closed: boolean; location: { href: string }; close: () => void };

beforeEach(() => {
  channels.clear();
  tokenStore.setStatus('ready', 'community');
  tokenStore.setTokens('main', { token: 'widget-token' });
  popup = { closed: false, location: { href: 'about:blank' }, close: () => undefined };
  vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
});
afterEach(() => {
  vi.restoreAllMocks();
  tokenStore.clear('main');
});

const googleAnswers = (answer: CommunityGoogleResult) =>
  http.post(communityUrl('/auth/google'), () => okAs(communityGoogleResultSchema, answer));

/** Clicks "Continue with Google" and waits until the popup is sent to the sign-in redirect. */
async function openGoogle(user: ReturnType<typeof userEvent.setup>): Promise<URL> {
  await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
  await waitFor(() => expect(popup.location.href).toContain('/1/interaction/sign-in-redirect'));
  return new URL(popup.location.href, window.location.origin);
}

/** The popup's outcome, as the server publishes it on the guest channel. */
function publishOutcome(url: URL, payload: unknown) {
  const handler = channels.get(`main:${guestChannel(url.searchParams.get('guest')!)}`);
  expect(handler).toBeDefined();
  act(() => handler!(payload));
}

/** Some alert on the screen (the page also holds the router's empty live region) says this. */
async function expectAlert(text: string) {
  await waitFor(() =>
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(text))).toBe(
      true,
    ),
  );
}

describe('continuing with Google in the community', { timeout: 20_000 }, () => {
  it('opens the popup for the community and trades its code at the community route', async () => {
    const user = userEvent.setup({ delay: null });
    const account = buildAccount();
    const api = serveApi(
      communityApi.refresh(null),
      googleAnswers({
        status: 'signedIn',
        token: 'community-google-token',
        refreshToken: 'r',
        account,
      }),
      communityApi.account(account),
    );
    const { router } = renderCommunity('/1/community/sign-in', routes, { signedIn: false });

    const url = await openGoogle(user);
    expect(url.searchParams.get('provider')).toBe('google');
    expect(url.searchParams.get('area')).toBe('community');
    expect(url.searchParams.get('challenge')).toMatch(/^[\w-]{43}$/);
    expect(screen.getByRole('status')).toHaveTextContent('Finish signing in in the Google window');

    publishOutcome(url, { status: 'signedIn', code: CODE });

    expect(await screen.findByRole('heading', { name: 'Community home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/1/community');
    const [call] = api.callsTo('POST', '/community/auth/google');
    expect(call?.body).toMatchObject({
      code: CODE,
      universityId: 1,
      fingerprint: tokenStore.fingerprint(),
    });
    expect((call?.body as { verifier: string }).verifier).toMatch(/^[\w-]{43}$/);
    expect(api.callsTo('POST', '/interactionSite/auth/login/ssoCognito')).toHaveLength(0);
    expect(tokenStore.getToken('community')).toBe('community-google-token');
    expect(tokenStore.getToken('main')).toBe('widget-token');
  });

  it('asks the popup page to start Google for the community session', async () => {
    const api = serveApi(
      http.post('*/api/v1/interactionSite/auth/sso/start', () =>
        failWith(404, 'SSO_PROVIDER_NOT_FOUND', 'No SSO provider found for your university'),
      ),
    );
    renderInWidget(<SignInRedirectPage />, {
      path: `/1/interaction/sign-in-redirect?provider=google&guest=abcdefgh&challenge=${'b'.repeat(43)}&area=community`,
    });
    // Not configured: the popup says so in the spec's words.
    await expectAlert('No SSO provider found for your university');
    expect(api.callsTo('POST', '/interactionSite/auth/sso/start')[0]?.body).toEqual({
      universityId: 1,
      provider: 'google',
      guest: 'abcdefgh',
      challenge: 'b'.repeat(43),
      area: 'community',
      engagementData: null,
    });
  });

  it('leads a new person from Google sign-up to the subject picker', async () => {
    const user = userEvent.setup({ delay: null });
    const account = buildAccount({ subjects: [], isAuthorised: false });
    serveApi(
      communityApi.refresh(null),
      googleAnswers({
        status: 'signedIn',
        token: 'community-google-token',
        refreshToken: 'r',
        account,
      }),
      communityApi.account(account),
    );
    renderCommunity('/1/community/sign-up', routes, { signedIn: false });

    await screen.findByRole('heading', { level: 1, name: 'Join the community' });
    publishOutcome(await openGoogle(user), { status: 'signedIn', code: CODE });

    expect(await screen.findByRole('heading', { name: 'Subjects screen' })).toBeInTheDocument();
    expect(tokenStore.getToken('main')).toBe('widget-token');
  });

  it('links an address that has a password account with the mailed code', async () => {
    const user = userEvent.setup({ delay: null });
    const account = buildAccount();
    const api = serveApi(
      communityApi.refresh(null),
      googleAnswers({ status: 'linkRequired', email: 'sofia@example.com' }),
      http.post(communityUrl('/auth/google/link'), () =>
        okAs(communityAuthResultSchema, { token: 'community-linked', refreshToken: 'r', account }),
      ),
      communityApi.account(account),
    );
    renderCommunity('/1/community/sign-in', routes, { signedIn: false });

    publishOutcome(await openGoogle(user), { status: 'signedIn', code: CODE });

    await screen.findByRole('heading', { level: 1, name: 'Link your Google account' });
    expect(screen.getByText(/sofia@example.com already has a community account/)).toBeVisible();
    expect(tokenStore.getToken('community')).toBeNull();
    await user.type(screen.getByLabelText('Code from the email'), '123456');
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));

    expect(await screen.findByRole('heading', { name: 'Community home' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/community/auth/google/link')[0]?.body).toEqual({
      email: 'sofia@example.com',
      ssoCode: '123456',
      universityId: 1,
      fingerprint: tokenStore.fingerprint(),
    });
    expect(tokenStore.getToken('community')).toBe('community-linked');
    expect(tokenStore.getToken('main')).toBe('widget-token');
  });

  it('refuses a wrong link code without signing in', async () => {
    const user = userEvent.setup({ delay: null });
    serveApi(
      communityApi.refresh(null),
      googleAnswers({ status: 'linkRequired', email: 'sofia@example.com' }),
      http.post(communityUrl('/auth/google/link'), () =>
        failWith(400, 'INVALID_CODE', 'That code is wrong or has expired.'),
      ),
    );
    renderCommunity('/1/community/sign-in', routes, { signedIn: false });
    publishOutcome(await openGoogle(user), { status: 'signedIn', code: CODE });

    await user.type(await screen.findByLabelText('Code from the email'), '654321');
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));

    await expectAlert("That code isn't right or has expired. Check it, or ask for a new one.");
    expect(tokenStore.getToken('community')).toBeNull();
  });

  it('says so when the browser blocks the popup', async () => {
    const user = userEvent.setup({ delay: null });
    vi.mocked(window.open).mockReturnValue(null);
    const api = serveApi(communityApi.refresh(null));
    renderCommunity('/1/community/sign-in', routes, { signedIn: false });

    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));

    await expectAlert(
      'Oops! Your browser has the pop-up blocker enabled. Please turn it off to proceed.',
    );
    expect(api.callsTo('POST', '/community/auth/google')).toHaveLength(0);
  });

  it('says Google is not set up when the community route answers SSO_PROVIDER_NOT_FOUND', async () => {
    const user = userEvent.setup({ delay: null });
    serveApi(
      communityApi.refresh(null),
      http.post(communityUrl('/auth/google'), () => failWith(404, 'SSO_PROVIDER_NOT_FOUND')),
    );
    renderCommunity('/1/community/sign-in', routes, { signedIn: false });

    publishOutcome(await openGoogle(user), { status: 'signedIn', code: CODE });

    await expectAlert('No SSO provider found for your university');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(tokenStore.getToken('community')).toBeNull();
  });

  it('shows what the popup reported when the provider refused', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(communityApi.refresh(null));
    renderCommunity('/1/community/sign-in', routes, { signedIn: false });

    publishOutcome(await openGoogle(user), {
      status: 'error',
      message: 'The sign-in was refused.',
    });

    await expectAlert('The sign-in was refused.');
    expect(api.callsTo('POST', '/community/auth/google')).toHaveLength(0);
  });
});
