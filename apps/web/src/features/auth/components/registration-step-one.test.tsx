import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { uniqueEmailResponseSchema } from '@quad/shared/contracts/auth';
import { okAs, serveApi } from '../../../test/msw';
import { initialRegistrationState, type RegistrationStepOne as Values } from '../registration-data';
import { renderInWidget } from '../test-fixtures';
import { RegistrationStepOne } from './registration-step-one';

const UNIQUE = '/interactionSite/auth/unique/email';

function renderStep(isUnique = true) {
  const api = serveApi(
    http.get(`*/api/v1${UNIQUE}`, () => okAs(uniqueEmailResponseSchema, { isUnique })),
  );
  const onNext = vi.fn();
  const onSignInInstead = vi.fn();
  const edits: Array<Partial<Values>> = [];
  function Step() {
    const [values, setValues] = useState(initialRegistrationState.stepOne);
    return (
      <RegistrationStepOne
        values={values}
        onEdit={(edit) => {
          edits.push(edit);
          setValues((current) => ({ ...current, ...edit }));
        }}
        onNext={onNext}
        onSignInInstead={onSignInInstead}
      />
    );
  }
  renderInWidget(<Step />);
  return { api, onNext, onSignInInstead, edits };
}

describe('registration step 1', { timeout: 15_000 }, () => {
  it('says under each empty field what is missing, focusing the first', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, onNext } = renderStep();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter your email address.'));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'Enter your first name.',
    );
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Enter your last name.');
    expect(email).toHaveFocus();

    await user.type(email, 'maya@');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.'),
    );
    expect(api.calls).toHaveLength(0);
    expect(onNext).not.toHaveBeenCalled();
  });

  it('checks the address is free, then goes on with what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, onNext, edits } = renderStep();
    await user.type(await screen.findByLabelText('Email'), ' Maya@Example.com');
    await user.type(screen.getByLabelText('First name'), 'Maya');
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET', UNIQUE)[0]!.query.get('email')).toBe('maya@example.com');
    expect(edits.at(-1)).toEqual({ last_name: 'Okafor' });
    expect(edits).toContainEqual({ email: 'Maya@Example.com' });
  });

  it('offers to sign in when the address has an account', async () => {
    const user = userEvent.setup({ delay: null });
    const { onNext, onSignInInstead } = renderStep(false);
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'taken@example.com');
    await user.type(screen.getByLabelText('First name'), 'Maya');
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(email).toHaveAccessibleDescription("There's already an account with this email."),
    );
    expect(email).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Sign in with this email instead' }));
    expect(onSignInInstead).toHaveBeenCalledWith('taken@example.com');
    expect(onNext).not.toHaveBeenCalled();
  });
});
