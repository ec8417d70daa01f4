import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../lib/token-store';
import { testQueryClient } from '../../../test/helpers';
import { widgetSettingsKeys } from '../../../app/widget-context/get-widget-settings';
import { serveApi } from '../../../test/msw';
import { authApi } from '../test-api';
import { buildAccountInfo } from '../../../test/account';
import { renderInWidget } from '../test-fixtures';
import { AccountMenu } from './account-menu';

function signedIn() {
  tokenStore.setTokens('main', { token: 'access-token-1', refreshToken: 'refresh-token-1' });
  const queryClient = testQueryClient();
  // What a session leaves in the cache: the shared settings and someone's chats.
  queryClient.setQueryData(widgetSettingsKeys.all, { shared: true });
  queryClient.setQueryData(['dialogs', 'list'], { dialogs: [{ id: 8 }] });
  return queryClient;
}

describe('the header account area', () => {
  // First of all: the menu's code is fetched once per page, and here the first fetch fails.
  it("links to the settings while the menu's code cannot be fetched, and opens the menu once it is here", async () => {
    const user = userEvent.setup({ delay: null });
    const connection = { down: true };
    vi.doMock('../../../components/ui/menu', async (importOriginal) => {
      if (connection.down) throw new Error('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    try {
      serveApi(authApi.accountInfo(buildAccountInfo()));
      renderInWidget(<AccountMenu />, { queryClient: signedIn() });

      const link = await screen.findByRole('link', { name: 'Settings, Sofia García' });
      expect(link.getAttribute('href')).toBe('/1/settings');
      expect(screen.queryByRole('status')).toBeNull();

      connection.down = false;
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      const button = await screen.findByRole('button', { name: 'Account menu for Sofia García' });
      expect(screen.queryByRole('link', { name: 'Settings, Sofia García' })).toBeNull();
      await user.click(button);
      expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    } finally {
      vi.doUnmock('../../../components/ui/menu');
    }
  });
  it('offers "Sign in" to visitors, remembering the page they are on', async () => {
    serveApi();
    renderInWidget(<AccountMenu />, { path: '/1/chat-to-us/maya-3' });
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/1/interaction/sign-in');
  });

  it('shows the signed-in person with a menu of Settings and Sign out', async () => {
    const user = userEvent.setup({ delay: null });
    serveApi(authApi.accountInfo(buildAccountInfo()));
    renderInWidget(<AccountMenu />, { queryClient: signedIn() });

    const button = await screen.findByRole('button', { name: 'Account menu for Sofia García' });
    expect(button.textContent).toContain('Sofia');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();

    await user.click(button);
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe(
      '/1/settings',
    );
    // Opened by pointer, the menu holds focus; the arrows walk its items (Radix).
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Settings' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    // Opened from the keyboard, focus lands on the first item.
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Settings' }));
  });

  it('signs out: revokes the session, clears the user cache and shows "Sign in"', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(authApi.accountInfo(buildAccountInfo()), authApi.logout());
    const queryClient = signedIn();
    const { router } = renderInWidget(<AccountMenu />, {
      queryClient,
      path: '/1/posts/life-4',
      routes: [{ path: '/1', element: <AccountMenu /> }],
    });

    await user.click(await screen.findByRole('button', { name: 'Account menu for Sofia García' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/1'));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    const [logout] = api.callsTo('POST', '/interactionSite/auth/logout');
    // The refresh cookie names the sign-in to end: no token travels in the body.
    expect(logout!.body).toEqual({ accessType: 'web', universityId: 1 });
    expect(tokenStore.getToken('main')).toBeNull();
    expect(queryClient.getQueryData(['dialogs', 'list'])).toBeUndefined();
    expect(queryClient.getQueryData(['account', 'info', { universityId: 1 }])).toBeUndefined();
    expect(queryClient.getQueryData(widgetSettingsKeys.all)).toEqual({ shared: true });
  });

  it('forgets the person when the session is lost elsewhere (failed refresh, another tab)', async () => {
    serveApi(authApi.accountInfo(buildAccountInfo()));
    const queryClient = signedIn();
    renderInWidget(<AccountMenu />, { queryClient });
    await screen.findByRole('button', { name: 'Account menu for Sofia García' });

    act(() => tokenStore.clear('main'));

    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(['dialogs', 'list'])).toBeUndefined());
  });
});
