import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  accessCodeResultSchema,
  applicationAuthResultSchema,
  applicationInfoResponseSchema,
} from '@quad/shared/contracts/application';
import { failWith, okAs, serveApi } from '../../../test/msw';
import { API, applicationInfo, describedBy, renderApply } from '../test-fixtures';

describe('the access code step', { timeout: 20_000 }, () => {
  it('shows why a code is refused next to the field, and focuses it', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(
      http.get(`${API}/auth/registration/access_code`, () =>
        failWith(
          400,
          'INVALID_ACCESS_CODE',
          'This access code has expired. Ask your university for a new one.',
          [{ path: 'access_code', message: 'This access code has expired.' }],
        ),
      ),
    );
    renderApply('/1/apply');
    expect(await screen.findByRole('heading', { name: 'Your access code' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    const field = screen.getByLabelText('Access code');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(describedBy(field)).toContain('Enter your access code.');
    expect(api.calls).toHaveLength(0);

    await user.type(field, 'old-code');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(describedBy(field)).toContain('This access code has expired.'));
    await waitFor(() => expect(document.activeElement).toBe(field));
    const [call] = api.callsTo('GET', '/application/auth/registration/access_code');
    expect(call?.query.get('access_code')).toBe('OLD-CODE');
    expect(call?.query.get('universityId')).toBe('1');
  });

  it('goes on to the account with the university the code names, and registers', async () => {
    const user = userEvent.setup({ delay: null });
    const info = applicationInfo();
    const api = serveApi(
      http.get(`${API}/auth/registration/access_code`, () =>
        okAs(accessCodeResultSchema, {
          access_code: 'DEMO-ACCESS',
          university: { id: 1, name: 'Demo University' },
          role: 'univercity-student',
        }),
      ),
      http.post(`${API}/auth/registration`, () =>
        okAs(applicationAuthResultSchema, { token: 't', refreshToken: 'r', ...info }),
      ),
      http.get(`${API}/account/info`, () => okAs(applicationInfoResponseSchema, info)),
    );
    const { router } = renderApply('/1/apply');
    await user.type(await screen.findByLabelText('Access code'), 'demo-access');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByText(/ambassador for Demo University/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('First name'), 'Amara');
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    await user.type(screen.getByLabelText('Email'), 'amara@example.com');
    await user.type(screen.getByLabelText('Password'), 'violet-harbour-47');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/1/apply/profile');
    expect(api.callsTo('POST', '/application/auth/registration')[0]?.body).toMatchObject({
      access_code: 'DEMO-ACCESS',
      email: 'amara@example.com',
      universityId: 1,
    });
  });

  it('puts the server’s refusals next to the fields: a taken email, a breached password', async () => {
    const user = userEvent.setup({ delay: null });
    sessionStorage.setItem(
      'quad:apply:code',
      JSON.stringify({
        access_code: 'DEMO-ACCESS',
        university: { id: 1, name: 'Demo University' },
        role: 'univercity-student',
      }),
    );
    let attempt = 0;
    serveApi(
      http.post(`${API}/auth/registration`, () => {
        attempt += 1;
        return attempt === 1
          ? failWith(409, 'EMAIL_TAKEN', 'An account with this email already exists.')
          : failWith(400, 'VALIDATION_ERROR', 'Check the password.', [
              {
                path: 'body.password',
                message: 'This password is too common. Choose another one.',
              },
            ]);
      }),
    );
    renderApply('/1/apply/account');
    await user.type(await screen.findByLabelText('First name'), 'Amara');
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    await user.type(screen.getByLabelText('Email'), 'amara@example.com');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText('Email'))).toContain(
        'An account with this email already exists. Sign in to continue your application.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText('Password'))).toContain(
        'This password is too common.',
      ),
    );
  });

  it('goes back to the code, saying why, when the code ran out before the account was made', async () => {
    const user = userEvent.setup({ delay: null });
    sessionStorage.setItem(
      'quad:apply:code',
      JSON.stringify({
        access_code: 'LAST-ONE',
        university: { id: 1, name: 'Demo University' },
        role: 'univercity-student',
      }),
    );
    serveApi(
      http.post(`${API}/auth/registration`, () =>
        failWith(
          400,
          'INVALID_ACCESS_CODE',
          'This access code has been used as many times as it allows.',
        ),
      ),
    );
    const { router } = renderApply('/1/apply/account');
    await user.type(await screen.findByLabelText('First name'), 'Amara');
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    await user.type(screen.getByLabelText('Email'), 'amara@example.com');
    await user.type(screen.getByLabelText('Password'), 'violet-harbour-47');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const field = await screen.findByLabelText('Access code');
    expect(router.state.location.pathname).toBe('/1/apply');
    expect(field).toHaveValue('LAST-ONE');
    expect(describedBy(field)).toContain('used as many times as it allows');
    await user.type(field, 'X');
    expect(describedBy(field)).not.toContain('used as many times as it allows');
  });

  it('keeps the checked code across a reload of the account screen', async () => {
    sessionStorage.setItem(
      'quad:apply:code',
      JSON.stringify({
        access_code: 'DEMO-ACCESS',
        university: { id: 1, name: 'Demo University' },
        role: 'univercity-student',
      }),
    );
    renderApply('/1/apply/account');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('sends someone signed out without a code back to the code step', async () => {
    const { router } = renderApply('/1/apply/profile');
    expect(await screen.findByRole('heading', { name: 'Your access code' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/1/apply');
  });
});
