import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  codeSentSchema,
  notificationMethodResultSchema,
  phoneVerifiedSchema,
} from '@quad/shared/contracts/auth';
import { okAs, okEmpty, serveApi } from '../../../test/msw';
import { buildAccountInfo } from '../../../test/account';
import { renderInWidget } from '../test-fixtures';
import { NotificationMethodFlow } from './notification-method-flow';
import { PhoneVerificationFlow } from './phone-verification-flow';

const VERIFY = '/interactionSite/auth/phoneNumberVerification';
const VERIFY_CONFIRM = '/interactionSite/auth/phoneNumberVerificationConfirm';
const METHOD = '/interactionSite/account/notificationMethod';
const METHOD_CONFIRM = '/interactionSite/account/confirmNotificationMethod';
const NO_PHONE = { method: null, phone_country: null, phone_number: null, is_verified: false };

describe('the phone form', { timeout: 15_000 }, () => {
  it('says under each phone field what is missing or wrong, without texting', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi();
    renderInWidget(
      <PhoneVerificationFlow current={NO_PHONE} onDone={() => undefined} onCancel={vi.fn()} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    const country = screen.getByLabelText('Country code');
    await waitFor(() =>
      expect(country).toHaveAccessibleDescription('Enter the country code, like +44.'),
    );
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Enter your phone number.',
    );
    expect(country).toHaveFocus();

    await user.type(country, 'UK');
    await user.type(screen.getByLabelText('Phone number'), '7700 900123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(country).toHaveAccessibleDescription('Must be a country calling code like +44'),
    );
    expect(api.calls).toHaveLength(0);
  });

  it('texts a code to the phone and verifies it with the code', async () => {
    const user = userEvent.setup({ delay: null });
    const onDone = vi.fn();
    const api = serveApi(
      http.put(`*/api/v1${VERIFY}`, () =>
        okAs(codeSentSchema, { sent: true, expiresInMinutes: 10 }),
      ),
      http.put(`*/api/v1${VERIFY_CONFIRM}`, () =>
        okAs(phoneVerifiedSchema, {
          phone_country: '+44',
          phone_number: '7700 900123',
          is_verified: true,
        }),
      ),
    );
    renderInWidget(<PhoneVerificationFlow current={NO_PHONE} onDone={onDone} onCancel={vi.fn()} />);
    await user.type(await screen.findByLabelText('Country code'), ' +44');
    await user.type(screen.getByLabelText('Phone number'), '7700 900123 ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('+44 7700 900123')).toBeInTheDocument();
    expect(api.callsTo('PUT', VERIFY)[0]!.body).toEqual({
      phone_country: '+44',
      phone_number: '7700 900123',
    });
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo('PUT', VERIFY_CONFIRM)[0]!.body).toEqual({
      phone_country: '+44',
      phone_number: '7700 900123',
      code: '123456',
    });
  });

  it('sets text messages as the method with a phone, then confirms it with the code', async () => {
    const user = userEvent.setup({ delay: null });
    const onDone = vi.fn();
    const api = serveApi(
      http.put(`*/api/v1${METHOD}`, () =>
        okAs(notificationMethodResultSchema, {
          notificationData: {
            method: 'sms',
            phone_country: '+44',
            phone_number: '7700 900123',
            is_verified: false,
          },
          verificationRequired: true,
        }),
      ),
      http.put(`*/api/v1${METHOD_CONFIRM}`, () => okEmpty()),
    );
    renderInWidget(<NotificationMethodFlow account={buildAccountInfo()} onDone={onDone} />);
    await user.click(await screen.findByLabelText(/Text message/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText("We'll text a code to check the number is yours.")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
        'Enter your phone number.',
      ),
    );
    await user.type(screen.getByLabelText('Country code'), '+44');
    await user.type(screen.getByLabelText('Phone number'), '7700 900123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    await screen.findByLabelText('Code');
    expect(api.callsTo('PUT', METHOD)[0]!.body).toEqual({
      method: 'sms',
      phone_country: '+44',
      phone_number: '7700 900123',
    });
    await user.type(screen.getByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('sms'));
    expect(api.callsTo('PUT', METHOD_CONFIRM)[0]!.body).toEqual({ code: '654321' });
  });
});
