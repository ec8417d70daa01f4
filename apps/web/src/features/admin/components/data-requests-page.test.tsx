import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  dataRequestEraseResponseSchema,
  dataRequestLookupResponseSchema,
} from '@quad/shared/contracts/admin-data-requests';
import { okAs, serveApi } from '../../../test/msw';
import { API, consoleHandlers, renderConsole } from '../test-fixtures';

const lina = {
  id: 31,
  name: 'Lina Berg',
  email: 'lina@example.com',
  role_key: 'prospect',
  created_at: '2026-09-01T10:00:00.000Z',
  conversations: 2,
  messages: 14,
};

describe('data requests', () => {
  it('finds a person by email and erases them after the email is typed again', async () => {
    const { callsTo } = serveApi(
      ...consoleHandlers(),
      http.get(`${API}/admin/dataRequests/people`, ({ request }) =>
        okAs(dataRequestLookupResponseSchema, {
          person: new URL(request.url).searchParams.get('email') === lina.email ? lina : null,
        }),
      ),
      http.post(`${API}/admin/dataRequests/people/31/erase`, () =>
        okAs(dataRequestEraseResponseSchema, { erased: true }),
      ),
    );
    renderConsole('/1/admin/data-requests');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email address');
    await user.type(email, 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(
      await screen.findByText(
        'No one with nobody@example.com has registered with or talked to your university.',
      ),
    ).toBeVisible();

    await user.clear(email);
    await user.type(email, 'Lina@Example.com');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('heading', { name: 'Lina Berg' })).toBeVisible();
    expect(screen.getByText(/2 conversations · 14 messages/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Erase this person' }));
    await user.type(screen.getByLabelText('Type lina@example.com to confirm'), 'lina@example.org');
    await user.click(screen.getByRole('button', { name: 'Erase Lina Berg' }));
    expect(screen.getByText('This is not the person’s email address.')).toBeVisible();
    expect(callsTo('POST', '/admin/dataRequests/people/31/erase')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Type lina@example.com to confirm'));
    await user.type(screen.getByLabelText('Type lina@example.com to confirm'), 'lina@example.com');
    await user.click(screen.getByRole('button', { name: 'Erase Lina Berg' }));
    expect(
      await screen.findByText('The person with lina@example.com has been erased.'),
    ).toBeVisible();
    expect(callsTo('POST', '/admin/dataRequests/people/31/erase')[0]?.body).toEqual({
      confirm_email: 'lina@example.com',
    });
  });
});
