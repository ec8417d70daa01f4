import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../test/helpers';

/** The app's providers around a page, with the toasts' state as a new page has it. */
async function renderApp() {
  vi.resetModules();
  const [{ AppProviders }, { toast }] = await Promise.all([
    import('./providers'),
    import('../lib/toast'),
  ]);
  const mount = () =>
    render(
      <AppProviders queryClient={testQueryClient()}>
        <p>Page</p>
      </AppProviders>,
    );
  return { mount, toast };
}

const toaster = () => screen.queryByRole('region', { name: /^Notifications/ });

describe('AppProviders toasts', () => {
  it('shows a toast asked for before the toaster and its code were there', async () => {
    const { mount, toast } = await renderApp();
    toast.success('Signed out');
    mount();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(toaster()).toBeInTheDocument();
  });

  it('puts the toaster in place once the page is idle, before any toast', async () => {
    const { mount, toast } = await renderApp();
    mount();
    expect(screen.getByText('Page')).toBeInTheDocument();
    expect(toaster()).toBeNull();
    expect(await screen.findByRole('region', { name: /^Notifications/ })).toBeInTheDocument();

    toast.error('Error', { description: 'Slow down a little.' });
    expect(await screen.findByText('Slow down a little.')).toBeInTheDocument();
  });
});
