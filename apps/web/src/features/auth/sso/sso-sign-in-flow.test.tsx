import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authResultSchema } from '@quad/shared/contracts/auth';
import { ssoExchangeResultSchema, type SsoExchangeResult } from '@quad/shared/contracts/sign-in';
import { okAs, serveApi } from '../../../test/msw';
import { tokenStore } from '../../../lib/token-store';
import { apiUrl, authApi } from '../test-api';
import {
  authResultFixture,
  countriesPayload,
  nationalityByCode,
  renderInWidget,
} from '../test-fixtures';
import { SignInPage } from '../components/auth-page';
import { SSO_MESSAGE_TYPE } from './sso-popup';

vi.mock('../../../lib/socket', () => ({
  realtime: { subscribe: () => () => undefined, reconnect: () => undefined },
}));

const SSO_DATA = {
  id: 1,
  type: 'oidc' as const,
  slug: 'sso-1',
  userId: null,
  university: { id: 1, name: 'Demo University' },
};
const IRISH = nationalityByCode('IE');
const UK = countriesPayload.countries.find((country) => country.code === 'GB')!;

let popup: { closed: boolean; location: { href: string }; close: () => void };

beforeEach(() => {
  popup = { closed: false, location: { href: 'about:blank' }, close: () => undefined };
  vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
});
afterEach(() => vi.restoreAllMocks());

function renderSignIn() {
  return renderInWidget(<p>Elsewhere</p>, {
    path: '/1/start',
    ssoData: SSO_DATA,
    routes: [{ path: '/1/interaction/sign-in', element: <SignInPage /> }],
  });
}

/** Clicks the university's button and lets the popup hand back a code. */
async function signInThroughPopup(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Sign in with Demo University' }));
  await waitFor(() => expect(popup.location.href).toContain('/1/interaction/sign-in-redirect'));
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        source: popup as unknown as Window,
        data: { type: SSO_MESSAGE_TYPE, status: 'signedIn', code: 'c'.repeat(64) },
      }),
    );
  });
}

const exchangeAnswers = (answer: SsoExchangeResult) =>
  http.post(apiUrl('/interactionSite/auth/login/ssoCognito'), () =>
    okAs(ssoExchangeResultSchema, answer),
  );

describe('signing in with the university', { timeout: 20_000 }, () => {
  it('offers the button only where the university has a provider', async () => {
    renderInWidget(<p>Elsewhere</p>, {
      path: '/1/start',
      routes: [{ path: '/1/interaction/sign-in', element: <SignInPage /> }],
    }).router.navigate('/1/interaction/sign-in');
    await screen.findByLabelText('Email');
    expect(screen.queryByRole('button', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it('offers the social providers this Quad is set up for, and registers through them', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(
      exchangeAnswers({
        status: 'newUser',
        userData: { email: 'kai@social.test', first_name: 'Kai', last_name: 'Tanaka' },
        signedData: 'signed.google.data',
      }),
    );
    const { router } = renderInWidget(<p>Elsewhere</p>, {
      path: '/1/start',
      socialProviders: ['google', 'linkedin'],
      routes: [{ path: '/1/interaction/sign-in', element: <SignInPage /> }],
    });
    void router.navigate('/1/interaction/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByRole('button', { name: 'Continue with LinkedIn' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Facebook|Sign in with/ })).not.toBeInTheDocument();
    await waitFor(() => expect(popup.location.href).toContain('provider=google'));
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          source: popup as unknown as Window,
          data: { type: SSO_MESSAGE_TYPE, status: 'signedIn', code: 'd'.repeat(64) },
        }),
      );
    });
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    expect(screen.getByLabelText('Email')).toHaveValue('kai@social.test');
    expect(api.callsTo('POST', '/interactionSite/auth/login/ssoCognito')).toHaveLength(1);
  });

  it('signs a known person straight in, trading the code with the verifier', async () => {
    const user = userEvent.setup({ delay: null });
    const result = authResultFixture();
    const api = serveApi(exchangeAnswers({ status: 'signedIn', ...result }));
    const { router } = renderSignIn();
    void router.navigate('/1/interaction/sign-in', { state: { redirectTo: '/1/start' } });
    await signInThroughPopup(user);
    await waitFor(() => expect(tokenStore.getToken('main')).toBe(result.token));
    const [call] = api.callsTo('POST', '/interactionSite/auth/login/ssoCognito');
    expect(call?.body).toMatchObject({ code: 'c'.repeat(64), universityId: 1 });
    expect((call?.body as { verifier: string }).verifier).toMatch(/^[\w-]{43}$/);
  });

  it('says so when the browser blocks the popup', async () => {
    const user = userEvent.setup({ delay: null });
    vi.mocked(window.open).mockReturnValue(null);
    const { router } = renderSignIn();
    void router.navigate('/1/interaction/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Demo University' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Oops! Your browser has the pop-up blocker enabled. Please turn it off to proceed.',
    );
  });

  it('takes a newcomer to registration with the provider fields and no password', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(
      exchangeAnswers({
        status: 'newUser',
        userData: {
          email: 'aoife@college.test',
          first_name: 'Aoife',
          last_name: 'Byrne',
          nationality: IRISH.id,
        },
        signedData: 'signed.provider.data',
      }),
      ...authApi.referenceData(),
      authApi.uniqueEmail(true),
      http.post(apiUrl('/interactionSite/auth/registration/social/media/sso'), () =>
        okAs(authResultSchema, authResultFixture({ email: 'aoife@college.test' })),
      ),
      authApi.optionalQuestions([]),
      authApi.saveOptionalAnswers({
        questions: [],
        answers: [],
        isAnsweredMandatoryQuestion: true,
      }),
    );
    const { router } = renderSignIn();
    void router.navigate('/1/interaction/sign-in');
    await signInThroughPopup(user);

    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    expect(screen.getByLabelText('Email')).toHaveValue('aoife@college.test');
    expect(screen.getByLabelText('First name')).toHaveValue('Aoife');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const nationality = await screen.findByLabelText('Nationality');
    await waitFor(() => expect(nationality).toHaveValue(String(IRISH.id)));
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Country you live in'), String(UK.id));
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2000-05-01' } });
    await user.click(screen.getByLabelText(/I agree to the terms of use/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect(
        api.callsTo('POST', '/interactionSite/auth/registration/social/media/sso'),
      ).toHaveLength(1),
    );
    const body = api.callsTo('POST', '/interactionSite/auth/registration/social/media/sso')[0]!
      .body as Record<string, unknown>;
    expect(body).toMatchObject({
      email: 'aoife@college.test',
      name: 'Aoife',
      last_name: 'Byrne',
      nationality_id: IRISH.id,
      signedData: 'signed.provider.data',
      university_id: 1,
    });
    expect(body).not.toHaveProperty('password');
    expect(api.callsTo('POST', '/interactionSite/auth/registration')).toHaveLength(0);
  });

  it('links an existing account with the mailed code', async () => {
    const user = userEvent.setup({ delay: null });
    const result = authResultFixture();
    const api = serveApi(
      exchangeAnswers({ status: 'linkRequired', email: 'sofia@example.com' }),
      http.post(apiUrl('/interactionSite/auth/ssoNewLogin'), () => okAs(authResultSchema, result)),
    );
    const { router } = renderSignIn();
    void router.navigate('/1/interaction/sign-in', { state: { redirectTo: '/1/start' } });
    await signInThroughPopup(user);
    const heading = await screen.findByRole('heading', { level: 1, name: "Confirm it's you" });
    expect(heading).toBeInTheDocument();
    const form = screen.getByLabelText(/code/i).closest('form')!;
    await user.type(within(form).getByLabelText(/code/i), '123456');
    await user.click(within(form).getByRole('button', { name: 'Connect and sign in' }));
    await waitFor(() => expect(tokenStore.getToken('main')).toBe(result.token));
    expect(api.callsTo('POST', '/interactionSite/auth/ssoNewLogin')[0]?.body).toMatchObject({
      email: 'sofia@example.com',
      ssoCode: '123456',
      universityId: 1,
    });
  });
});
