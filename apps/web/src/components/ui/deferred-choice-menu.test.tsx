import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { holdBackModule } from '../../test/helpers';

// The menu's code arrives when the test says so: each test starts with it still on its way.
const arrival = { release: () => {} };

const CHOICES = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'fr', label: 'Français', lang: 'fr' },
  { value: 'ar', label: 'العربية', lang: 'ar' },
] as const;
type Language = (typeof CHOICES)[number]['value'];

/** A language menu on a page of its own, its code not yet here. */
async function renderMenu(onChange = vi.fn<(value: Language) => void>()) {
  arrival.release = holdBackModule((factory) => vi.doMock('./choice-menu', factory));
  const { DeferredChoiceMenu } = await import('./deferred-choice-menu');
  render(
    <>
      <a href="#top">Before</a>
      <DeferredChoiceMenu
        label="Language: English"
        button={<span>English</span>}
        buttonClassName="language-button"
        choices={CHOICES}
        value="en"
        onChange={onChange}
      />
    </>,
  );
  return { onChange, button: () => screen.getByRole('button', { name: 'Language: English' }) };
}

/** The menu's code arrives; resolves once the real button has taken the stand-in's place. */
async function arrive(standIn: HTMLElement) {
  arrival.release();
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Language: English' })).not.toBe(standIn),
  );
}

describe('DeferredChoiceMenu', () => {
  it('shows its button, named and announced as a menu button, before its code is here', async () => {
    const { button } = await renderMenu();
    expect(button()).toHaveClass('language-button');
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveTextContent('English');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens for a click that came before its code, once the code is here', async () => {
    const user = userEvent.setup();
    const { button, onChange } = await renderMenu();
    const standIn = button();
    await user.click(standIn);
    expect(screen.queryByRole('menu')).toBeNull();

    arrival.release();
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['English', 'Français', 'العربية']);
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Français' }));
    expect(onChange).toHaveBeenCalledWith('fr');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  it('keeps the focus and the Enter pressed before its code, then works from the keyboard', async () => {
    const user = userEvent.setup();
    const { button, onChange } = await renderMenu();
    await user.tab();
    await user.tab();
    const standIn = button();
    expect(document.activeElement).toBe(standIn);
    await user.keyboard('{Enter}');

    arrival.release();
    const menu = await screen.findByRole('menu');
    // As when the real button is pressed from the keyboard: focus on the first item.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(menu).getByRole('menuitemradio', { name: 'English' }),
      ),
    );
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(
      within(menu).getByRole('menuitemradio', { name: 'Français' }),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button());
    expect(button()).not.toBe(standIn);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('hands the focus to the real button when its code arrives, without opening', async () => {
    const user = userEvent.setup();
    const { button } = await renderMenu();
    await user.tab();
    await user.tab();
    const standIn = button();
    expect(document.activeElement).toBe(standIn);

    await arrive(standIn);
    expect(document.activeElement).toBe(button());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('once here, opens from the keyboard and picks with arrows and Enter, like any menu', async () => {
    const user = userEvent.setup();
    const { button, onChange } = await renderMenu();
    await arrive(button());

    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(button());
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(document.activeElement).toBe(
      within(menu).getByRole('menuitemradio', { name: 'English' }),
    );
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('ar');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button());
  });
});
