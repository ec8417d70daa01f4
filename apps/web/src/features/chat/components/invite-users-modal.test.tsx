import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLaterTexts, showLanguage } from '../../../i18n/i18n';
import { testQueryClient } from '../../../test/helpers';
import { serveApi } from '../../../test/msw';
import { TestWidget } from '../../../test/render';
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
    render(
      <TestWidget>
        <QueryClientProvider client={testQueryClient()}>
          <InviteUsersModal dialogId={7} open onOpenChange={() => {}} memberIds={new Set([21])} />
        </QueryClientProvider>
      </TestWidget>,
    );
    expect(await screen.findByText('Informatik')).toBeInTheDocument();
    expect(screen.queryByText('Computer Science')).not.toBeInTheDocument();
  });
});
