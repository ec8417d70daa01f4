import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../../../test/msw';
import { consoleHandlers, renderConsole } from '../test-fixtures';

const entry = (id: number, action: string) => ({
  id,
  action,
  target: 'settings',
  actor: { id: 5, name: 'Ada Admin', email: 'admin@demo.test' },
  before: { primary_color: '#FF5100' },
  after: { primary_color: '#1D3C6E' },
  created_at: '2026-11-24T10:00:00.000Z',
});

describe('audit log', () => {
  it('shows who changed what, and pages', async () => {
    const { callsTo } = serveApi(
      ...consoleHandlers({
        audit: {
          entries: [entry(2, 'settings.update'), entry(1, 'application.approve')],
          total: 45,
        },
      }),
    );
    renderConsole('/1/admin/audit');
    expect(await screen.findByText('Changed the widget settings')).toBeInTheDocument();
    expect(screen.getByText('Approved an ambassador application')).toBeInTheDocument();
    expect(screen.getAllByText('primary_color: #FF5100 → #1D3C6E')).toHaveLength(2);
    expect(screen.getAllByText('Ada Admin')).toHaveLength(2);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(callsTo('GET', '/admin/audit').map((call) => call.query.get('page'))).toContain('2');
  });

  it('says when nothing has changed yet', async () => {
    serveApi(...consoleHandlers());
    renderConsole('/1/admin/audit');
    expect(
      await screen.findByText('Nothing has been changed in the console yet.'),
    ).toBeInTheDocument();
  });
});
