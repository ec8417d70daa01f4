import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  webhookDeliveryListSchema,
  webhookEndpointCreatedSchema,
  webhookEndpointListSchema,
} from '@quad/shared/contracts/admin-webhooks';
import { okAs, serveApi } from '../../../test/msw';
import { API, consoleHandlers, renderConsole } from '../test-fixtures';

const endpoint = {
  id: 4,
  url: 'https://crm.example.edu/hooks/quad',
  description: 'Admissions CRM',
  events: ['prospect.registered' as const],
  is_enabled: true,
  created_at: '2026-11-24T10:00:00.000Z',
};

describe('CRM and webhooks', () => {
  it('adds a receiver and shows its secret once; lists receivers and the delivery log', async () => {
    const { callsTo } = serveApi(
      ...consoleHandlers(),
      http.get(`${API}/admin/webhooks`, () =>
        okAs(webhookEndpointListSchema, { endpoints: [endpoint] }),
      ),
      http.get(`${API}/admin/webhooks/deliveries`, () =>
        okAs(webhookDeliveryListSchema, {
          deliveries: [
            {
              id: 1,
              endpoint_id: 4,
              event_type: 'prospect.registered',
              webhook_id: 'msg_prospect_registered_9',
              status: 'pending',
              attempts: 2,
              last_status_code: 503,
              last_error: 'The receiver answered HTTP 503.',
              next_attempt_at: '2026-11-24T10:01:00.000Z',
              delivered_at: null,
              created_at: '2026-11-24T10:00:00.000Z',
            },
          ],
          total: 1,
        }),
      ),
      http.post(`${API}/admin/webhooks`, () =>
        okAs(webhookEndpointCreatedSchema, {
          endpoint: { ...endpoint, id: 5 },
          secret: 'whsec_c2VjcmV0LXNob3duLW9uY2U=',
        }),
      ),
    );
    renderConsole('/1/admin/crm');
    expect(await screen.findByText('https://crm.example.edu/hooks/quad')).toBeVisible();
    const log = await screen.findByRole('table');
    expect(within(log).getByText('Retrying')).toBeVisible();
    expect(within(log).getByText('The receiver answered HTTP 503.')).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add receiver' }));
    expect(
      screen.getByText('Enter a full address starting with https:// or http://.'),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Address (https://…)'), 'https://crm.example.edu/new');
    await user.click(screen.getByRole('checkbox', { name: /A prospect starts a chat/ }));
    await user.click(screen.getByRole('button', { name: 'Add receiver' }));
    expect(await screen.findByText('whsec_c2VjcmV0LXNob3duLW9uY2U=')).toBeVisible();
    expect(callsTo('POST', '/admin/webhooks')[0]?.body).toMatchObject({
      url: 'https://crm.example.edu/new',
      events: ['prospect.registered', 'message.first_reply', 'live_event.registered'],
    });
    await user.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByText('whsec_c2VjcmV0LXNob3duLW9uY2U=')).not.toBeInTheDocument();
  });

  it('downloads the prospects CSV for a date range', async () => {
    const created = vi.fn(() => 'blob:csv');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const { callsTo } = serveApi(
      ...consoleHandlers(),
      http.get(`${API}/admin/webhooks`, () => okAs(webhookEndpointListSchema, { endpoints: [] })),
      http.get(`${API}/admin/webhooks/deliveries`, () =>
        okAs(webhookDeliveryListSchema, { deliveries: [], total: 0 }),
      ),
      http.get(`${API}/admin/crm/prospects.csv`, () =>
        HttpResponse.text('id,email\r\n1,a@example.com\r\n', {
          headers: { 'content-type': 'text/csv' },
        }),
      ),
    );
    renderConsole('/1/admin/crm');
    const user = userEvent.setup();
    expect(await screen.findByText('No receivers yet.')).toBeVisible();
    await user.type(screen.getByLabelText('Registered from'), '2026-09-01');
    await user.type(screen.getByLabelText('Registered until'), '2026-08-01');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(screen.getByText('The start date must not be after the end date.')).toBeVisible();
    await user.clear(screen.getByLabelText('Registered until'));
    await user.type(screen.getByLabelText('Registered until'), '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The file is downloading.')).toBeVisible();
    const call = callsTo('GET', '/admin/crm/prospects.csv')[0];
    expect(call?.query.get('from')).toBe('2026-09-01');
    expect(call?.query.get('to')).toBe('2026-10-01');
    expect(created).toHaveBeenCalledOnce();
    expect(clicked).toHaveBeenCalledOnce();
  });
});
