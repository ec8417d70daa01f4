import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../../../test/msw';
import { adminAccount, consoleHandlers, renderConsole } from '../test-fixtures';

describe('admin console access', () => {
  it('sends signed-out people to sign in, and back here afterwards', async () => {
    const { router } = renderConsole('/1/admin/settings', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Sign in screen' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?redirectTo=${encodeURIComponent('/1/admin/settings')}`,
    );
  });

  it('tells a prospect the console is not theirs', async () => {
    serveApi(
      ...consoleHandlers({ account: adminAccount({ key: 'prospect', roleKey: 'prospect' }) }),
    );
    renderConsole('/1/admin/settings');
    expect(
      await screen.findByRole('heading', { name: 'This console is not yours' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the widget' })).toHaveAttribute('href', '/1');
  });

  it('sends the admin of another university to their own console', async () => {
    serveApi(...consoleHandlers({ account: adminAccount({ university_id: 2 }) }));
    renderConsole('/1/admin/settings');
    expect(
      await screen.findByRole('heading', { name: 'This console is not yours' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my console' })).toHaveAttribute(
      'href',
      '/2/admin',
    );
  });

  it('gives the admin the console with its navigation', async () => {
    serveApi(...consoleHandlers());
    renderConsole('/1/admin/settings');
    expect(await screen.findByRole('heading', { name: 'Widget settings' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Audit log' }));
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Demo University')).toBeInTheDocument();
  });
});
