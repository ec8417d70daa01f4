import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Modal } from './modal';

function ReportDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Report message</Button>
      <Button variant="secondary">Outside</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Report this message"
        description="Tell us what is wrong."
        footer={<Button onClick={() => setOpen(false)}>Send report</Button>}
      >
        <label>
          Reason
          <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title and described by its description', async () => {
    render(<ReportDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Report message' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this message' });
    expect(dialog).toHaveAttribute('aria-describedby');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Tell us what is wrong.',
    );
  });

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup();
    render(<ReportDialog />);
    await user.click(screen.getByRole('button', { name: 'Report message' }));
    const dialog = screen.getByRole('dialog');

    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<ReportDialog />);
    const trigger = screen.getByRole('button', { name: 'Report message' });
    await user.click(trigger);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes with its labelled close button', async () => {
    const user = userEvent.setup();
    render(<ReportDialog />);
    await user.click(screen.getByRole('button', { name: 'Report message' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
