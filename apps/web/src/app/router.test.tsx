import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { maintenanceStore } from '../lib/maintenance-store';
import { jsonResponse, stubFetch, testQueryClient, widgetSettings } from '../test/helpers';
import { AppProviders } from './providers';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function serveSettings() {
  return stubFetch((url) =>
    url.searchParams.get('universityId') === '999'
      ? jsonResponse(404, {
          success: false,
          error: { code: 'NOT_FOUND', message: 'University not found' },
        })
      : jsonResponse(200, { success: true, data: widgetSettings() }),
  );
}

describe('routes', () => {
  it('shows the university home at {base}, named from the API, with the primary action', async () => {
    serveSettings();
    renderAt('/1');
    expect((await screen.findByTestId('university-name')).textContent).toBe('Demo University');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ask our students anything' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('primary-action').getAttribute('href')).toBe('/1/chat-to-us');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('shows the group name under /group/{id}', async () => {
    serveSettings();
    renderAt('/group/1');
    expect((await screen.findByTestId('university-name')).textContent).toBe('Demo Group');
  });

  it('frames a screen still to be built with its title', async () => {
    serveSettings();
    renderAt('/1/posts/life-on-campus-12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/1');
  });

  it.each([
    ['/1/interaction/dialogs/8', 'Chat'],
    ['/1/interaction/sign-in', 'Sign in'],
    ['/1/chat-to-us/university-data', 'About the university'],
    // Signed out of the community: its own sign-in, whatever the widget's session.
    ['/1/community/spaces/2', 'Sign in to the community'],
    // Signed out, any step of the application starts at the access code.
    ['/1/apply/welcome', 'Your access code'],
    ['/1/carousel', 'Highlights'],
    ['/1/live-streams', 'Live events'],
    ['/1/interaction/group-chats', 'Group chats'],
  ])('routes %s to the "%s" screen', async (path, title) => {
    serveSettings();
    renderAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("keeps the widget's account area out of the community's bar (it has its own account)", async () => {
    serveSettings();
    renderAt('/1/community');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to the community' });
    const name = screen.getByTestId('university-name');
    expect(name.textContent).toBe('Demo University');
    const bar = name.closest('header');
    if (!bar) throw new Error('The university name is not in the bar');
    expect(within(bar).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(within(bar).queryByRole('status')).toBeNull();
  });

  it("shows the widget's account area everywhere else", async () => {
    serveSettings();
    renderAt('/1');
    const bar = await screen.findByRole('banner');
    expect(await within(bar).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('routes /1/live-streams/{slug} to the live event page (an unknown event says so)', async () => {
    stubFetch((url) =>
      url.pathname.includes('/widget/liveStreams/')
        ? jsonResponse(404, {
            success: false,
            error: { code: 'NOT_FOUND', message: 'This live event was not found' },
          })
        : jsonResponse(200, { success: true, data: widgetSettings() }),
    );
    renderAt('/1/live-streams/open-day');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: "This live event isn't here" },
        { timeout: 12_000 },
      ),
    ).toBeInTheDocument();
  }, 15_000);

  it.each(['/about', '/group/abc', '/1x/posts'])(
    'shows Not Found for the non-numeric base %s',
    async (path) => {
      const fetchMock = serveSettings();
      renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: "We can't find that page" }),
      ).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('shows Not Found for a university the server does not know', async () => {
    serveSettings();
    renderAt('/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We can't find that page" }),
    ).toBeInTheDocument();
  });

  it('shows Not Found inside the widget for an unknown screen', async () => {
    serveSettings();
    renderAt('/1/nowhere');
    expect(
      await screen.findByRole('heading', { name: "We can't find that page" }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('university-name')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(
      '/1',
    );
  });

  it('links the landing page to the demo university', async () => {
    renderAt('/');
    expect(
      (await screen.findByRole('link', { name: 'Open Demo University' })).getAttribute('href'),
    ).toBe('/1');
  });

  it('replaces every screen with the maintenance screen on a 503', async () => {
    stubFetch(() =>
      jsonResponse(503, { success: false, error: { code: 'MAINTENANCE', message: 'Back soon' } }),
    );
    renderAt('/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We'll be right back" }),
    ).toBeInTheDocument();
    maintenanceStore.disable();
  });
});
