import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OtpForm } from './otp-form';

function renderOtp() {
  const onSubmit = vi.fn();
  render(
    <OtpForm
      destination="+44 7700 900123"
      onSubmit={onSubmit}
      onResend={() => undefined}
      submitting={false}
      submitLabel="Confirm"
    />,
  );
  return { onSubmit };
}

describe('OtpForm', () => {
  it('asks for the code before sending it, with focus on the field', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderOtp();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the code.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the code it was given, without surrounding spaces', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderOtp();
    await user.type(screen.getByLabelText('Code'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('123456'));
  });
});
