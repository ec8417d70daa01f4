import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountInfoResponseSchema, codeSentSchema } from '@quad/shared/contracts/auth';
import { failWith, okAs, serveApi } from '../../../../test/msw';
import { buildAccountInfo } from '../../../../test/account';
import { renderInWidget } from '../../test-fixtures';
import { EmailChange } from './email-change';

const PATH = '/interactionSite/account/edit/email';
const URL = `*/api/v1${PATH}`;

const HINT = "We'll send a code to the new address to check it's yours.";

function serveEmailChange(confirm = () => okAs(accountInfoResponseSchema, { account: changed })) {
  return serveApi(
    http.get(URL, () => okAs(codeSentSchema, { sent: true, expiresInMinutes: 15 })),
    http.post(URL, confirm),
  );
}

const changed = buildAccountInfo({ email: 'sofia.garcia@example.org' });

async function openAddress(user: ReturnType<typeof userEvent.setup>) {
  renderInWidget(<EmailChange account={buildAccountInfo()} />);
  await user.click(await screen.findByRole('button', { name: 'Change' }));
  return screen.getByLabelText('New email address');
}

describe('changing the email address', { timeout: 15_000 }, () => {
  it('says what is wrong with the new address under it, without asking for a code', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveEmailChange();
    const address = await openAddress(user);

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(`${HINT} Enter your email address.`),
    );
    expect(address).toHaveFocus();

    await user.type(address, 'sofia@');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(
        `${HINT} Enter an email address like name@example.com.`,
      ),
    );

    await user.clear(address);
    await user.type(address, ' Sofia@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(`${HINT} That's already your email address.`),
    );
    expect(api.calls).toHaveLength(0);
  });

  it('mails a code to the new address and changes it with that code', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveEmailChange();
    const address = await openAddress(user);
    await user.type(address, ' Sofia.Garcia@Example.org ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const code = await screen.findByLabelText('Code');
    expect(api.callsTo('GET', PATH)[0]!.query.get('email')).toBe('sofia.garcia@example.org');
    expect(screen.getByText('sofia.garcia@example.org')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Enter the code.'));
    expect(code).toHaveFocus();
    expect(api.callsTo('POST', PATH)).toHaveLength(0);

    await user.type(code, ' 482913 ');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(
      await screen.findByText('Your email is now sofia.garcia@example.org.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', PATH)[0]!.body).toEqual({
      email: 'sofia.garcia@example.org',
      code: '482913',
    });
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
  });

  it('puts a wrong code back on the code field, and a refusal of the address above the form', async () => {
    const user = userEvent.setup({ delay: null });
    serveEmailChange(() => failWith(400, 'INVALID_CODE', 'The code is not valid.'));
    const address = await openAddress(user);
    await user.type(address, 'sofia.garcia@example.org');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('Code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(
      "That code isn't right or has expired. Check it, or ask for a new one.",
    );
    expect(code).toHaveFocus();

    // Back to the address: the code is forgotten.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('New email address')).toHaveValue('sofia.garcia@example.org');
  });

  it('shows a refused code request above the form', async () => {
    const user = userEvent.setup({ delay: null });
    serveApi(http.get(URL, () => failWith(409, 'EMAIL_TAKEN', 'That email is taken.')));
    const address = await openAddress(user);
    await user.type(address, 'taken@example.org');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText("There's already an account with this email. Sign in instead."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New email address')).toBeInTheDocument();
  });
});
