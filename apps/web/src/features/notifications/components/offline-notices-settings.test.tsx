import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notificationSettingsStateSchema } from '@quad/shared/contracts/notifications';
import { i18n } from '../../../i18n/i18n';
import { testQueryClient } from '../../../test/helpers';
import { okAs, serveApi } from '../../../test/msw';
import { OfflineNoticesSettings } from './offline-notices-settings';

const SETTINGS = '/interactionSite/notifications/settings';

function renderSettings() {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={testQueryClient()}>
        <OfflineNoticesSettings />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('OfflineNoticesSettings', () => {
  it('turns missed-message notes off with the browser time zone', async () => {
    const api = serveApi(
      http.get(`*/api/v1${SETTINGS}`, () =>
        okAs(notificationSettingsStateSchema, { offlineNotices: true, hasSentMessage: true }),
      ),
      http.put(`*/api/v1${SETTINGS}`, () =>
        okAs(notificationSettingsStateSchema, { offlineNotices: false, hasSentMessage: true }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings();
    const notes = await screen.findByRole('checkbox', { name: /Tell me about messages I miss/ });
    await waitFor(() => expect(notes).toBeEnabled());
    expect(notes).toBeChecked();

    await user.click(notes);
    await waitFor(() => expect(notes).not.toBeChecked());
    const [put] = api.callsTo('PUT', SETTINGS);
    expect(put?.body).toEqual({
      offlineNotices: false,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('says so when this browser cannot receive push', async () => {
    serveApi(
      http.get(`*/api/v1${SETTINGS}`, () =>
        okAs(notificationSettingsStateSchema, { offlineNotices: true, hasSentMessage: false }),
      ),
    );
    renderSettings();
    const push = await screen.findByRole('checkbox', { name: /Notifications in this browser/ });
    expect(push).toBeDisabled();
    expect(
      screen.getByText('This browser cannot show notifications when the page is closed.'),
    ).toBeVisible();
  });
});
