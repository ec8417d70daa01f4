import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { holdBackModule } from '../../test/helpers';

// The dialog's code arrives when the test says so: each test starts with it still on its way.
const arrival = { release: () => {} };

/** A page whose own button opens a dialog, the dialog's code not yet here. */
async function renderPage() {
  arrival.release = holdBackModule((factory) => vi.doMock('./modal', factory));
  const { DeferredModal } = await import('./deferred-modal');
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Filters
        </button>
        <DeferredModal open={open} onOpenChange={setOpen} title="Filters">
          <button type="button">Law</button>
        </DeferredModal>
      </>
    );
  }
  render(<Page />);
  return screen.getByRole('button', { name: 'Filters' });
}

describe('DeferredModal', () => {
  it('opens for a click that came before its code and gives focus back to its opener', async () => {
    const user = userEvent.setup();
    const opener = await renderPage();
    await user.click(opener);
    expect(screen.queryByRole('dialog')).toBeNull();
    arrival.release();

    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('opens at once from then on, and closes on Escape with focus back on the opener', async () => {
    const user = userEvent.setup();
    const opener = await renderPage();
    arrival.release();
    await user.click(opener);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }),
    );

    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
