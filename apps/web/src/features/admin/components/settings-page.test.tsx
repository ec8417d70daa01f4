import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  adminSettingsChangeSchema,
  adminSettingsResponseSchema,
} from '@quad/shared/contracts/admin';
import { failWith, okAs, serveApi } from '../../../test/msw';
import { adminSettings, API, consoleHandlers, renderConsole } from '../test-fixtures';

async function openSettings() {
  renderConsole('/1/admin/settings');
  return screen.findByRole('heading', { name: 'Widget settings' });
}

describe('settings', () => {
  it('shows the stored settings, with the embed code for the university', async () => {
    serveApi(...consoleHandlers());
    await openSettings();
    expect(screen.getByLabelText('Colour')).toHaveValue('#1D3C6E');
    expect(screen.getByLabelText('Welcome line')).toHaveValue('Talk to our students');
    expect(screen.getByLabelText("Show each ambassador's country flag")).toBeChecked();
    expect(screen.getByText(/data-university-id="1"/)).toBeInTheDocument();
    expect(screen.getByText(/Readable:/)).toBeInTheDocument();
  });

  it('warns about a colour that is hard to read, as it is typed', async () => {
    serveApi(...consoleHandlers());
    await openSettings();
    const user = userEvent.setup();
    const color = screen.getByLabelText('Colour');
    await user.clear(color);
    await user.type(color, '#FFE08A');
    expect(await screen.findByRole('alert')).toHaveTextContent(/hard to read/);
  });

  it('saves the whole document, checked by the shared schema', async () => {
    const { callsTo } = serveApi(
      ...consoleHandlers(),
      http.put(`${API}/admin/settings`, async ({ request }) => {
        const change = adminSettingsChangeSchema.parse(await request.json());
        return okAs(adminSettingsResponseSchema, {
          settings: { ...adminSettings(), ...change, updated_at: '2026-11-24T11:00:00.000Z' },
        });
      }),
    );
    await openSettings();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Colour'));
    await user.type(screen.getByLabelText('Colour'), '#0a7d55');
    await user.clear(screen.getByLabelText('Welcome line'));
    await user.type(screen.getByLabelText('Welcome line'), 'Meet our students');
    await user.click(screen.getByRole('button', { name: 'Add a custom filter' }));
    const rows = screen.getAllByRole('listitem');
    const custom = rows[rows.length - 1]!;
    await user.type(within(custom).getByLabelText('Name'), 'Campus');
    await user.type(within(custom).getByLabelText('Options, one per line'), 'North{Enter}South');
    await user.type(screen.getByLabelText('Google Tag Manager container'), 'gtm-ab12cd');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(/Saved\. Open widgets update/)).toBeInTheDocument();
    const [put] = callsTo('PUT', '/admin/settings');
    expect(put?.body).toMatchObject({
      primary_color: '#0a7d55',
      titles: { page_title: 'Meet our students' },
      customGtm: 'GTM-AB12CD',
      filters: [
        { key: '_subject', type: 'fixed' },
        {
          key: 'campus',
          name: 'Campus',
          type: 'custom',
          options: [
            { key: 'north', name: 'North' },
            { key: 'south', name: 'South' },
          ],
        },
      ],
    });
  });

  it('puts problems next to their fields and sends nothing', async () => {
    const { callsTo } = serveApi(...consoleHandlers());
    await openSettings();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Colour'));
    await user.type(screen.getByLabelText('Colour'), 'orange');
    await user.type(
      screen.getByLabelText('Sites allowed to embed the widget, one per line'),
      '{Enter}www.no-scheme.com',
    );
    await user.type(screen.getByLabelText('Ambassador chat time (minutes)'), '0');
    await user.type(screen.getByLabelText('Google Tag Manager container'), 'UA-12345-1');
    await user.click(screen.getByRole('button', { name: 'Add a custom filter' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Must be a hex colour like #FF5100')).toBeInTheDocument();
    expect(
      screen.getByText('Each line must be an origin like https://www.example.ac.uk, listed once.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Enter whole minutes from 1 to 44640, or leave it empty.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Give the filter a name.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a Google Tag Manager container id like GTM-AB12CD.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Colour')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('PUT', '/admin/settings')).toHaveLength(0);
  });

  it('says so when saving fails, keeping the edits', async () => {
    serveApi(
      ...consoleHandlers(),
      http.put(`${API}/admin/settings`, () => failWith(500, 'INTERNAL', 'Something went wrong')),
    );
    await openSettings();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Welcome line'), '!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('The settings were not saved. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Welcome line')).toHaveValue('Talk to our students!');
  });
});
