import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLaterTexts, showLanguage } from '../../../i18n/i18n';
import { apiCallOf, serveApi, type ApiCall } from '../../../test/msw';
import { renderInWidget } from '../test-fixtures';
import { ResetPasswordForm } from './reset-password-form';

beforeAll(async () => {
  await loadLaterTexts();
  await showLanguage('de');
});
afterAll(() => showLanguage('en'));

function renderForm(answer: () => Response) {
  const calls: ApiCall[] = [];
  serveApi(
    http.post('*/api/v1/interactionSite/account/recovery/passwordConfirm', async ({ request }) => {
      calls.push(await apiCallOf(request));
      return answer();
    }),
  );
  renderInWidget(
    <ResetPasswordForm
      userId={7}
      code={'ab'.repeat(32)}
      onDone={vi.fn()}
      onRequestNewLink={vi.fn()}
    />,
  );
  return calls;
}

describe('reset password form in German', () => {
  it("shows the server's 400 under its fields in German, by code", async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderForm(() =>
      HttpResponse.json(
        {
          success: false,
          error: {
            code: 'VALIDATION_ERROR',
            message: 'body.new_password: This password is too common…',
            details: [
              {
                path: 'body.new_password',
                code: 'password_too_common',
                message:
                  'This password is too common and appears in known data breaches. Choose another one.',
              },
            ],
          },
        },
        { status: 400, headers: { 'content-language': 'en' } },
      ),
    );
    await user.type(screen.getByLabelText('Neues Passwort'), 'password123');
    await user.type(screen.getByLabelText('Neues Passwort bestätigen'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern und anmelden' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Neues Passwort')).toHaveAccessibleDescription(
        expect.stringContaining(
          'Dieses Passwort ist zu verbreitet und taucht in bekannten Datenlecks auf.',
        ),
      ),
    );
    expect(screen.getByLabelText('Neues Passwort')).toHaveFocus();
    expect(calls).toHaveLength(1);
  });

  it('says in German that the passwords differ, before any call', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderForm(() => HttpResponse.json({}, { status: 500 }));
    await user.type(screen.getByLabelText('Neues Passwort'), 'violet-harbour-47');
    await user.type(screen.getByLabelText('Neues Passwort bestätigen'), 'violet-harbour-48');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern und anmelden' }));

    expect(await screen.findByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
