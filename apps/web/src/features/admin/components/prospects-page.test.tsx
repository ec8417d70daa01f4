import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  adminProspectChangeSchema,
  adminProspectListResponseSchema,
  adminProspectResponseSchema,
  type AdminProspectDetail,
} from '@quad/shared/contracts/admin-prospects';
import { okAs, serveApi } from '../../../test/msw';
import { API, consoleHandlers, renderConsole } from '../test-fixtures';

const priya: AdminProspectDetail = {
  id: 40,
  name: 'Priya Visitor',
  email: 'priya@example.com',
  is_blocked: false,
  chats_count: 3,
  created_at: '2026-11-01T10:00:00.000Z',
  last_seen_at: null,
  phone: null,
  nationality_id: null,
  residence_country_id: null,
  answers: [{ question: 'When do you start?', answer: 'September 2027' }],
  consents: {
    terms_accepted_at: '2026-11-01T10:00:00.000Z',
    marketing: true,
    email_notifications: false,
  },
  utm: { source: 'instagram' },
};

function serve() {
  return serveApi(
    ...consoleHandlers(),
    http.get(`${API}/admin/prospects`, () =>
      okAs(adminProspectListResponseSchema, { prospects: [priya], total: 1 }),
    ),
    http.get(`${API}/admin/prospects/40`, () =>
      okAs(adminProspectResponseSchema, { prospect: priya }),
    ),
    http.patch(`${API}/admin/prospects/40`, async ({ request }) => {
      const change = adminProspectChangeSchema.parse(await request.json());
      return okAs(adminProspectResponseSchema, { prospect: { ...priya, ...change } });
    }),
  );
}

describe('prospects', () => {
  it('lists and searches prospects, and shows one in full', async () => {
    const { callsTo } = serve();
    renderConsole('/1/admin/prospects');
    const user = userEvent.setup();
    const row = (await screen.findByText('Priya Visitor')).closest('tr') as HTMLElement;
    expect(within(row).getByText('3')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search prospects'), 'pri');
    expect(callsTo('GET', '/admin/prospects').at(-1)?.query.get('search')).toBe('pri');

    await user.click(screen.getByRole('button', { name: 'View Priya Visitor' }));
    const detail = await screen.findByRole('region', { name: 'Priya Visitor in full' });
    expect(within(detail).getByText('September 2027')).toBeInTheDocument();
    expect(within(detail).getByText('source: instagram')).toBeInTheDocument();
  });

  it('blocks a prospect', async () => {
    const { callsTo } = serve();
    renderConsole('/1/admin/prospects');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Block Priya Visitor' }));
    expect(
      await screen.findByText(
        'Priya Visitor is blocked: signed out and unable to sign in or send.',
      ),
    ).toBeInTheDocument();
    expect(callsTo('PATCH', '/admin/prospects/40')[0]?.body).toEqual({ is_blocked: true });
  });
});
