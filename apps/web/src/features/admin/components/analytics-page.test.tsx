import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { analyticsSchema, type Analytics } from '@quad/shared/contracts/admin-analytics';
import { okAs, serveApi } from '../../../test/msw';
import { API, consoleHandlers, renderConsole } from '../test-fixtures';

const breakdown = [
  { key: '', label: 'Not given', count: 2 },
  { key: 'instagram', label: 'instagram', count: 1 },
];
const analytics: Analytics = {
  from: '2026-03-01',
  to: '2026-03-05',
  group_id: null,
  groups: [{ id: 3, name: 'Northern Universities' }],
  totals: {
    visitors: 12,
    visits: 19,
    prospects_reached: 3,
    prospects_registered: 2,
    chats_started: 3,
    messages: 5,
    first_reply_median_seconds: 1200,
    first_reply_p90_seconds: 1680,
  },
  first_reply_by_ambassador: [
    {
      ambassador_id: 8,
      name: 'Amara Okafor',
      chats: 2,
      answered: 2,
      median_seconds: 1200,
      p90_seconds: 1680,
    },
  ],
  volume_by_day: [
    { day: '2026-03-01', visitors: 4, messages: 0, chats: 0 },
    { day: '2026-03-02', visitors: 8, messages: 2, chats: 1 },
  ],
  prospects_by: {
    country: [],
    nationality: [],
    subject: [],
    utm_source: breakdown,
    utm_medium: [],
    utm_campaign: [],
  },
  content: {
    posts: { items: 1, views: 40, likes: 7, shares: 2 },
    faqs: { items: 0, views: 0, likes: 0, shares: 0 },
  },
  live_events: [],
  funnel: { visitors: 12, sign_ups: 2, first_messages: 2, answered: 2 },
};

describe('analytics dashboard', () => {
  it('shows the headline numbers and a table under each chart, and filters by range and group', async () => {
    const { callsTo } = serveApi(
      ...consoleHandlers(),
      http.get(`${API}/admin/analytics`, () => okAs(analyticsSchema, analytics)),
    );
    renderConsole('/1/admin/analytics');
    expect(await screen.findByText('Prospects reached')).toBeVisible();
    expect(screen.getByText('20 minutes')).toBeVisible();
    const replies = screen.getByRole('region', { name: 'First reply by ambassador' });
    const row = within(replies).getByRole('row', { name: /Amara Okafor/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Amara Okafor', '2', '2', '20', '28']);
    expect(screen.getByText('Widget visitors').nextElementSibling).toHaveTextContent('12');
    const funnel = screen.getByRole('region', { name: 'From visit to answer' });
    const steps = within(funnel).getAllByRole('row').slice(1);
    expect(steps.map((step) => step.textContent)).toEqual([
      'Visited the widget12',
      'Signed up2',
      'Wrote a first message2',
      'Got an answer2',
    ]);
    // Countries (none given) and live events (none held) say so instead of an empty chart.
    expect(screen.getAllByText('Nothing in this range yet.')).toHaveLength(2);

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Count prospects by'), 'utm_source');
    const sources = screen.getByRole('region', { name: 'Prospects by UTM source' });
    expect(within(sources).getByRole('cell', { name: 'instagram' })).toBeVisible();

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-05');
    await user.selectOptions(screen.getByLabelText('Prospects'), '3');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByText('Prospects reached');
    const last = callsTo('GET', '/admin/analytics').at(-1);
    expect(last?.query.get('from')).toBe('2026-03-01');
    expect(last?.query.get('to')).toBe('2026-03-05');
    expect(last?.query.get('group_id')).toBe('3');
    // The console's charts chunk, four charts and three filter rounds: longer than the default
    // five seconds on a busy machine.
  }, 20_000);

  it('refuses a backwards range without asking the server', async () => {
    const { callsTo } = serveApi(
      ...consoleHandlers(),
      http.get(`${API}/admin/analytics`, () => okAs(analyticsSchema, analytics)),
    );
    renderConsole('/1/admin/analytics');
    await screen.findByText('Prospects reached');
    const before = callsTo('GET', '/admin/analytics').length;
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('The start date must not be after the end date.')).toBeVisible();
    expect(callsTo('GET', '/admin/analytics')).toHaveLength(before);
  });
});
