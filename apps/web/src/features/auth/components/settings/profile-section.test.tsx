import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountInfoResponseSchema } from '@quad/shared/contracts/auth';
import { failWith, okAs, serveApi } from '../../../../test/msw';
import { buildAccountInfo } from '../../../../test/account';
import { renderInWidget } from '../../test-fixtures';
import { ProfileSection } from './profile-section';

const PATH = '/interactionSite/account/edit';

describe('the profile name', { timeout: 15_000 }, () => {
  it('says under each emptied name what is missing, without saving', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi();
    renderInWidget(<ProfileSection account={buildAccountInfo()} />);
    const first = await screen.findByLabelText('First name');
    const last = screen.getByLabelText('Last name');
    expect(screen.getByRole('button', { name: 'Save name' })).toBeDisabled();

    await user.clear(first);
    await user.clear(last);
    await user.type(last, '   ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(first).toHaveAccessibleDescription('Enter your first name.'));
    expect(last).toHaveAccessibleDescription('Enter your last name.');
    expect(first).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('saves the trimmed names and says so, until the next edit', async () => {
    const user = userEvent.setup({ delay: null });
    const renamed = buildAccountInfo({ name: 'Sofía', last_name: 'García López' });
    const api = serveApi(
      http.put(`*/api/v1${PATH}`, () => okAs(accountInfoResponseSchema, { account: renamed })),
    );
    renderInWidget(<ProfileSection account={buildAccountInfo()} />);
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, ' Sofía ');
    await user.type(screen.getByLabelText('Last name'), ' López ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('Your name is saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT', PATH)[0]!.body).toEqual({
      firstName: 'Sofía',
      lastName: 'García López',
    });
    await user.type(first, 'a');
    expect(screen.queryByText('Your name is saved.')).not.toBeInTheDocument();
  });

  it('shows a refusal above the button', async () => {
    const user = userEvent.setup({ delay: null });
    serveApi(http.put(`*/api/v1${PATH}`, () => failWith(503, 'MAINTENANCE', 'Back soon.')));
    renderInWidget(<ProfileSection account={buildAccountInfo()} />);
    await user.type(await screen.findByLabelText('First name'), 'a');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    expect(screen.queryByText('Your name is saved.')).not.toBeInTheDocument();
  });
});
