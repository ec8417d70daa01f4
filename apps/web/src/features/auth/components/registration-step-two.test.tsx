import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  countriesResponseSchema,
  nationalitiesResponseSchema,
} from '@quad/shared/contracts/common';
import { okAs, serveApi } from '../../../test/msw';
import { initialRegistrationState, type RegistrationStepTwo as Values } from '../registration-data';
import {
  countriesPayload,
  nationalitiesPayload,
  nationalityByCode,
  renderInWidget,
} from '../test-fixtures';
import type { FieldErrors } from '../../../lib/forms/validation';
import { RegistrationStepTwo, type StepTwoField } from './registration-step-two';

const BRITISH = nationalityByCode('GB');
const UK = countriesPayload.countries.find((country) => country.code === 'GB')!;

function renderStep(serverErrors?: FieldErrors<StepTwoField>) {
  serveApi(
    http.get('*/api/v1/common/data/nationalities', () =>
      okAs(nationalitiesResponseSchema, nationalitiesPayload),
    ),
    http.get('*/api/v1/common/data/countries', () =>
      okAs(countriesResponseSchema, countriesPayload),
    ),
  );
  const onSubmit = vi.fn();
  const latest: { values: Values } = { values: initialRegistrationState.stepTwo };
  function Step() {
    const [values, setValues] = useState(initialRegistrationState.stepTwo);
    latest.values = values;
    return (
      <RegistrationStepTwo
        values={values}
        onEdit={(edit) => setValues((current) => ({ ...current, ...edit }))}
        onBack={() => undefined}
        onSubmit={onSubmit}
        submitting={false}
        serverErrors={serverErrors}
      />
    );
  }
  renderInWidget(<Step />);
  return { onSubmit, latest };
}

async function listsLoaded() {
  const nationality = await screen.findByLabelText('Nationality');
  await waitFor(() => expect(nationality.querySelectorAll('option').length).toBeGreaterThan(100));
  return nationality;
}

describe('registration step 2', { timeout: 15_000 }, () => {
  it('says under each missing answer what to do, focusing the first', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderStep();
    const nationality = await listsLoaded();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect(nationality).toHaveAccessibleDescription('Choose your nationality.'),
    );
    expect(screen.getByLabelText('Country you live in')).toHaveAccessibleDescription(
      'Choose the country you live in.',
    );
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'Enter your date of birth.',
    );
    expect(screen.getByText('Choose a password.')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms to create an account.')).toBeInTheDocument();
    expect(nationality).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a birth date no one could have, and a short password', async () => {
    const user = userEvent.setup({ delay: null });
    renderStep();
    await listsLoaded();
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1850-01-01' } });
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
        'Enter your real date of birth.',
      ),
    );
    expect(screen.getByText(/Use at least \d+ characters\./)).toBeInTheDocument();
  });

  it('hands on complete answers with the nationality it found', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit, latest } = renderStep();
    await user.selectOptions(await listsLoaded(), String(BRITISH.id));
    await user.selectOptions(screen.getByLabelText('Country you live in'), String(UK.id));
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2004-05-06' } });
    await user.type(screen.getByLabelText('New password'), 'river-lamp-orbit');
    await user.click(screen.getByLabelText(/I agree to the terms of use/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ nationalityCode: 'GB', needsConsent: false }),
    );
    expect(latest.values).toEqual({
      ...initialRegistrationState.stepTwo,
      nationality: BRITISH.id,
      residence_country: UK.id,
      birth_date: '2004-05-06',
      password: 'river-lamp-orbit',
      terms: true,
    });
  });

  it("shows the server's problem on its field until the field is edited", async () => {
    const user = userEvent.setup({ delay: null });
    renderStep({ password: 'This password is too common.' });
    await listsLoaded();
    const password = screen.getByLabelText('New password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('This password is too common.')).toBeInTheDocument();
    expect(password).toHaveFocus();
    await user.type(password, 'x');
    expect(screen.queryByText('This password is too common.')).not.toBeInTheDocument();
  });
});
