import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../lib/token-store';
import { stubFetch, testQueryClient } from '../../test/helpers';
import { primeFirstScreen } from '../first-screen';
import { AppProviders } from '../providers';
import { routes } from '../router';

// The page carries an anonymous visit's home, there before any module reads it (as on a real
// load: the visit's seed is read from it when the app's modules load).
await vi.hoisted(async () => {
  const [{ carryFirstScreen, widgetSettings }, fixtures] = await Promise.all([
    import('../../test/helpers'),
    import('../../features/content/test/fixtures'),
  ]);
  window.history.replaceState({}, '', '/1');
  carryFirstScreen(
    JSON.stringify({
      base: '/1',
      settings: widgetSettings(),
      home: {
        randomSeed: 'abc1234',
        content: fixtures.contentFixture({ users: [fixtures.ambassadorFixture({ name: 'Maya' })] }),
      },
    }),
  );
});

/** The app at `pathname`, its session still being restored (the refresh call has not answered). */
function renderWhileRestoring(pathname: string) {
  // Nothing may wait on the network: what shows, shows from the page alone.
  stubFetch(() => new Promise<Response>(() => undefined));
  tokenStore.setStatus('restoring');
  const queryClient = testQueryClient();
  primeFirstScreen(queryClient);
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [pathname] })} />
    </AppProviders>,
  );
}

describe('a page that carries its home', () => {
  it('shows the home at once, before the session is known', { timeout: 20_000 }, async () => {
    renderWhileRestoring('/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ask our students anything' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('university-name').textContent).toBe('Demo University');
  });

  it('keeps any other page waiting for the session', async () => {
    renderWhileRestoring('/1/faq');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByTestId('university-name')).toBeNull();
  });
});
