import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../../../test/msw';
import { consoleHandlers, renderConsole } from '../test-fixtures';

describe("the console in the university's colour", () => {
  it('wears the saved colour, and previews the widget in the colour being typed', async () => {
    serveApi(...consoleHandlers());
    const { container } = renderConsole('/1/admin/settings');
    await screen.findByRole('heading', { name: 'Widget settings' });
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.style.getPropertyValue('--primary')).toBe('#1D3C6E');

    const preview = screen.getByRole('figure', { name: 'Preview of the widget' });
    expect(preview.style.getPropertyValue('--primary')).toBe('#1D3C6E');
    expect(within(preview).getByText('Talk to our students')).toBeInTheDocument();

    const user = userEvent.setup();
    const color = screen.getByLabelText('Colour');
    await user.clear(color);
    await user.type(color, '#2A9D8F');
    expect(
      screen
        .getByRole('figure', { name: 'Preview of the widget' })
        .style.getPropertyValue('--primary'),
    ).toBe('#2A9D8F');
    // Not saved yet: the console keeps the saved colour.
    expect(frame.style.getPropertyValue('--primary')).toBe('#1D3C6E');

    await user.clear(screen.getByLabelText('Welcome line'));
    await user.type(screen.getByLabelText('Welcome line'), 'Ask us anything');
    expect(
      within(screen.getByRole('figure', { name: 'Preview of the widget' })).getByText(
        'Ask us anything',
      ),
    ).toBeInTheDocument();
  });
});
