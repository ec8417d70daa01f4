import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RENDER, renderScreens, serveApi } from '../../test/render';
import { APP_PROMOTION_DELAY_MS, APP_PROMOTION_KEY, AppPromotion } from './app-promotion';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';

function useUserAgent(userAgent: string) {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'userAgent');
});

function renderPromotion() {
  serveApi(() => undefined);
  return renderScreens(
    [
      { index: true, element: <AppPromotion delayMs={0} /> },
      { path: 'faq', element: <p>FAQ</p> },
    ],
    '/1',
  );
}

describe('AppPromotion', () => {
  it('offers the Android and iOS apps once on a phone, and remembers it was shown', async () => {
    useUserAgent(PHONE);
    const user = userEvent.setup();
    const { unmount } = renderPromotion();
    const dialog = await screen.findByRole('dialog', { name: 'Get the app' }, FIRST_RENDER);
    expect(dialog).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href'),
    ).toMatch(/^https:\/\/play\.google\.com\//);
    expect(
      screen.getByRole('link', { name: 'Download on the App Store' }).getAttribute('href'),
    ).toMatch(/^https:\/\/apps\.apple\.com\/gb\//);
    expect(localStorage.getItem(APP_PROMOTION_KEY)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPromotion();
    await act(() => vi.advanceTimersByTimeAsync(APP_PROMOTION_DELAY_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays away on a desktop browser', async () => {
    useUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPromotion();
    await act(() => vi.advanceTimersByTimeAsync(APP_PROMOTION_DELAY_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(APP_PROMOTION_KEY)).toBeNull();
  });
});
