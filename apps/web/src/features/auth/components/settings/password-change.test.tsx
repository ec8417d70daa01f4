import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { authResultSchema, codeSentSchema } from '@quad/shared/contracts/auth';
import { failWith, okAs, serveApi } from '../../../../test/msw';
import { apiUrl } from '../../test-api';
import { buildAccountInfo } from '../../../../test/account';
import { authResultFixture, renderInWidget } from '../../test-fixtures';
import { PasswordChange } from './password-change';
import { tokenStore } from '../../../../lib/token-store';

const PATH = '/interactionSite/account/edit/password';
const codeMailed = () =>
  http.get(apiUrl(PATH), () => okAs(codeSentSchema, { sent: true, expiresInMinutes: 15 }));

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Change' }));
  await screen.findByLabelText('Code from the email');
}

describe('changing the password', { timeout: 15_000 }, () => {
  it('mails a code first, then refuses a confirmation that does not match', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(codeMailed());
    renderInWidget(<PasswordChange account={buildAccountInfo()} />);
    await openForm(user);
    expect(screen.getByRole('status').textContent).toBe(
      'We sent a code to sofia@example.com. It works for 15 minutes.',
    );

    await user.type(screen.getByLabelText('Code from the email'), '482913');
    await user.type(screen.getByLabelText('New password'), 'harbour-violet-29');
    await user.type(screen.getByLabelText('Confirm new password'), 'harbour-violet-92');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const confirm = screen.getByLabelText('Confirm new password');
    await waitFor(() => expect(confirm).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText("The passwords don't match.")).toBeInTheDocument();
    expect(document.activeElement).toBe(confirm);
    expect(api.callsTo('POST', PATH)).toHaveLength(0);
  });

  it('changes it with the code and keeps this session on the new tokens', async () => {
    const user = userEvent.setup({ delay: null });
    tokenStore.setTokens('main', { token: 'old-token' });
    const renewed = { ...authResultFixture(), token: 'new-token', refreshToken: 'new-refresh' };
    const api = serveApi(
      codeMailed(),
      http.post(apiUrl(PATH), () => okAs(authResultSchema, renewed)),
    );
    renderInWidget(<PasswordChange account={buildAccountInfo()} />);
    await openForm(user);
    await user.type(screen.getByLabelText('Code from the email'), '482913');
    await user.type(screen.getByLabelText('New password'), 'harbour-violet-29');
    await user.type(screen.getByLabelText('Confirm new password'), 'harbour-violet-29');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Your password is changed. Other devices have been signed out.',
      ),
    );
    expect(api.callsTo('POST', PATH)[0]!.body).toEqual({
      code: '482913',
      password: 'harbour-violet-29',
      confirm_password: 'harbour-violet-29',
    });
    expect(tokenStore.getToken('main')).toBe('new-token');
    expect(JSON.stringify({ ...localStorage })).not.toContain('new-refresh');
  });

  it('puts a wrong code back on the code field', async () => {
    const user = userEvent.setup({ delay: null });
    serveApi(
      codeMailed(),
      http.post(apiUrl(PATH), () => failWith(400, 'INVALID_CODE', 'The code is not valid.')),
    );
    renderInWidget(<PasswordChange account={buildAccountInfo()} />);
    await openForm(user);
    await user.type(screen.getByLabelText('Code from the email'), '000000');
    await user.type(screen.getByLabelText('New password'), 'harbour-violet-29');
    await user.type(screen.getByLabelText('Confirm new password'), 'harbour-violet-29');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const code = screen.getByLabelText('Code from the email');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText("That code isn't right or has expired. Check it, or ask for a new one."),
    ).toBeInTheDocument();
  });
});
