import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBase } from '@quad/shared/rules/base-path';
import { brandingFor } from '../../../app/widget-context/branding';
import { WidgetContext } from '../../../app/widget-context/use-widget';
import { loadLaterTexts, showLanguage } from '../../../i18n/i18n';
import { testQueryClient, widgetSettings } from '../../../test/helpers';
import { serveApi } from '../../../test/msw';
import { people } from '../test-fixtures';
import { InviteUsersModal } from './invite-users-modal';

beforeAll(async () => {
  await loadLaterTexts();
  await showLanguage('de');
});
afterAll(() => showLanguage('en'));

describe('inviting colleagues into a chat', () => {
  it("names each colleague's subject in the reader's language, by its id", async () => {
    serveApi(
      http.get('*/api/v1/widget/users/type/ambassadors', () =>
        HttpResponse.json({
          success: true,
          data: {
            users: [
              { ...people.wei, subject: { id: 43, name: 'Computer Science' } },
              { ...people.amara, subject: null },
            ],
          },
        }),
      ),
    );
    const base = parseBase('/1')!;
    const settings = widgetSettings();
    render(
      <WidgetContext value={{ base, settings, branding: brandingFor(settings, base) }}>
        <QueryClientProvider client={testQueryClient()}>
          <InviteUsersModal dialogId={7} open onOpenChange={() => {}} memberIds={new Set([21])} />
        </QueryClientProvider>
      </WidgetContext>,
    );
    expect(await screen.findByText('Informatik')).toBeInTheDocument();
    expect(screen.queryByText('Computer Science')).not.toBeInTheDocument();
  });
});
