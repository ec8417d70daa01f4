import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { failWith, serveApi } from '../../../test/msw';
import { apiUrl, authApi } from '../test-api';
import { authResultFixture, questionsFixture, renderInWidget } from '../test-fixtures';
import { SignInPage } from './auth-page';
import { tokenStore } from '../../../lib/token-store';

const CODE = 'a'.repeat(64);

function renderSignIn(path = '/1/interaction/sign-in', state?: unknown) {
  const view = renderInWidget(<p>Elsewhere</p>, {
    path: '/1/start',
    routes: [
      { path: '/1/interaction/sign-in', element: <SignInPage /> },
      { path: '/1/chat-to-us', element: <p>Students page</p> },
    ],
  });
  void view.router.navigate(path, { state });
  return view;
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'sofia@example.com');
  await user.type(screen.getByLabelText('Password'), 'river-lamp-orbit');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in screen', { timeout: 15_000 }, () => {
  it('signs in and returns to where the person came from', async () => {
    const user = userEvent.setup({ delay: null });
    serveApi(authApi.login(authResultFixture()));
    const { router } = renderSignIn('/1/interaction/sign-in', { redirectTo: '/1/chat-to-us' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await signIn(user);
    expect(await screen.findByText('Students page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/1/chat-to-us');
    expect(tokenStore.getToken('main')).toBe('access-token-1');
    // The refresh token stays the server's httpOnly cookie: never in Web Storage.
    expect(JSON.stringify({ ...localStorage })).not.toContain('refresh-token-1');
  });

  it('asks unanswered mandatory questions before leaving', async () => {
    const user = userEvent.setup({ delay: null });
    const questions = questionsFixture([{ is_required: true, isMandatory: true }]);
    const api = serveApi(
      authApi.login(authResultFixture({ isAnsweredMandatoryQuestion: false })),
      ...authApi.mandatoryQuestions(
        { questions, answers: [], isAnsweredMandatoryQuestion: false },
        {
          questions,
          answers: [{ question_id: 1, answer: 'Foundation' }],
          isAnsweredMandatoryQuestion: true,
        },
      ),
      authApi.accountInfo(authResultFixture().account),
    );
    const { router } = renderSignIn();
    await signIn(user);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Before you continue' }),
    ).toBeInTheDocument();
    expect(
      api.callsTo('GET', '/interactionSite/account/mandatoryQuestions')[0]!.query.toString(),
    ).toBe('universityId=1');
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
    await user.click(within(screen.getByRole('group')).getByLabelText('Foundation'));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/1');
    expect(api.callsTo('POST', '/interactionSite/account/mandatoryQuestions')[0]!.body).toEqual({
      answers: [{ question_id: 1, answer: 'Foundation' }],
      universityId: 1,
    });
  });

  it('opens a mailed recovery link as a new-password form that checks the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(authApi.confirmRecovery(authResultFixture()));
    const { router } = renderSignIn('/1/interaction/sign-in?recovery=1&user_id=42&code=9f86d081');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'meadow-copper-71');
    await user.type(screen.getByLabelText('Confirm new password'), 'meadow-copper-17');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByText("The passwords don't match.")).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'meadow-copper-71');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(api.calls[0]!.body).toEqual({
      user_id: 42,
      code: '9f86d081',
      new_password: 'meadow-copper-71',
      confirm_password: 'meadow-copper-71',
    });
    expect(router.state.location.search).toBe('');
    expect(tokenStore.getToken('main')).toBe('access-token-1');
  });

  it('signs in from a one-time link', async () => {
    const api = serveApi(authApi.loginWithCode(CODE, authResultFixture()));
    renderSignIn(`/1/interaction/sign-in?authCode=${CODE}`);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(api.callsTo('GET', `/interactionSite/auth/login/${CODE}`)).toHaveLength(1);
  });

  it('offers the password form when a one-time link is used up', async () => {
    const used = 'b'.repeat(64);
    serveApi(
      http.get(apiUrl(`/interactionSite/auth/login/${used}`), () =>
        failWith(400, 'INVALID_CODE', 'This sign-in link is no longer valid.'),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderSignIn(`/1/interaction/sign-in?authCode=${used}`);
    expect(await screen.findByText('This sign-in link has expired')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in with password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends a recovery link from "Forgot password?"', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(authApi.recoverPassword());
    renderSignIn();
    await user.type(await screen.findByLabelText('Email'), 'sofia@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('sofia@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your inbox' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls[0]!.body).toEqual({ email: 'sofia@example.com', universityId: 1 }),
    );
  });

  it('asks for a usable address before sending a recovery link', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(authApi.recoverPassword());
    renderSignIn();
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    const email = screen.getByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(email).toHaveFocus();
    await user.type(email, 'sofia@');
    expect(screen.queryByText('Enter your email address.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(
      await screen.findByText('Enter an email address like name@example.com.'),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
