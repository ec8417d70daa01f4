import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { failWith, serveApi } from '../../../test/msw';
import { apiUrl, authApi } from '../test-api';
import { authResultFixture, renderInWidget } from '../test-fixtures';
import { LoginForm } from './login-form';

function renderForm() {
  const onSignedIn = vi.fn();
  const onForgotPassword = vi.fn();
  renderInWidget(<LoginForm onSignedIn={onSignedIn} onForgotPassword={onForgotPassword} />);
  return { onSignedIn, onForgotPassword };
}

describe('the sign-in form', () => {
  it('says under each empty field what is missing, and moves focus to the first', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter your email address.'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password).toHaveAccessibleDescription('Enter your password.');
    expect(document.activeElement).toBe(email);
    expect(api.calls).toHaveLength(0);
  });

  it('refuses an address that is not an email before asking the server', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi();
    renderForm();
    await user.type(await screen.findByLabelText('Email'), 'maya@');
    await user.type(screen.getByLabelText('Password'), 'whatever-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Enter an email address like name@example.com.',
      ),
    );
    expect(api.calls).toHaveLength(0);
  });

  it('announces wrong credentials in the form-level alert', async () => {
    const user = userEvent.setup({ delay: null });
    serveApi(
      http.post(apiUrl('/interactionSite/auth/login'), () =>
        failWith(401, 'INVALID_CREDENTIALS', 'Email or password is wrong.'),
      ),
    );
    const { onSignedIn } = renderForm();
    await user.type(await screen.findByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toBe(
        "That email and password don't match. Check them, or reset your password.",
      ),
    );
    expect(alert.getAttribute('aria-live')).toBe('assertive');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs in with the widget scope and the access type', async () => {
    const user = userEvent.setup({ delay: null });
    const result = authResultFixture();
    const api = serveApi(authApi.login(result));
    const { onSignedIn } = renderForm();
    await user.type(await screen.findByLabelText('Email'), '  Maya@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'river-lamp-orbit');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(result));
    expect(api.callsTo('POST', '/interactionSite/auth/login')[0]!.body).toEqual({
      email: 'maya@example.com',
      password: 'river-lamp-orbit',
      universityId: 1,
      accessType: 'web',
    });
  });

  it('shows and hides the password with a named toggle', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const password = (await screen.findByLabelText('Password')) as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password.type).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    await user.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});
