import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { holdBackModule } from '../../test/helpers';

// The panel's code arrives when the test says so: each test starts with it still on its way.
const arrival = { release: () => {} };

/** A filter button with its panel of options, the panel's code not yet here. */
async function renderFilter() {
  arrival.release = holdBackModule((factory) => vi.doMock('./popover', factory));
  const { DeferredPopover } = await import('./deferred-popover');
  function Filter() {
    const [open, setOpen] = useState(false);
    return (
      <DeferredPopover
        open={open}
        onOpenChange={setOpen}
        label="Subject"
        trigger={<span>Subject</span>}
        triggerClassName="filter-button"
      >
        <label>
          <input type="checkbox" /> Law
        </label>
      </DeferredPopover>
    );
  }
  render(
    <>
      <a href="#top">Before</a>
      <Filter />
    </>,
  );
  return () => screen.getByRole('button', { name: 'Subject' });
}

describe('DeferredPopover', () => {
  it('opens its panel for a click that came before its code; Escape gives focus back', async () => {
    const user = userEvent.setup();
    const button = await renderFilter();
    const standIn = button();
    expect(standIn).toHaveClass('filter-button');
    expect(standIn).toHaveAttribute('aria-haspopup', 'dialog');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');

    await user.click(standIn);
    expect(screen.queryByRole('dialog')).toBeNull();
    arrival.release();

    const panel = await screen.findByRole('dialog', { name: 'Subject' });
    // Focus moves into the panel, as when the real button opens it.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(panel).getByRole('checkbox', { name: 'Law' })),
    );
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button());
    expect(button()).not.toBe(standIn);
  });

  it('hands the focus to the real button when its code arrives, which then opens with Enter', async () => {
    const user = userEvent.setup();
    const button = await renderFilter();
    await user.tab();
    await user.tab();
    const standIn = button();
    expect(document.activeElement).toBe(standIn);

    arrival.release();
    await waitFor(() => expect(button()).not.toBe(standIn));
    expect(document.activeElement).toBe(button());
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Subject' })).toBeInTheDocument();
  });
});
