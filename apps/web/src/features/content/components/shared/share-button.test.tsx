import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_COPIED_MS } from '@quad/shared/limits';
import { FIRST_RENDER, renderScreens, serveApi } from '../../test/render';
import { ShareButton } from './share-button';

function Screen() {
  return <ShareButton kind="posts" id={12} path="/1/posts/open-day-12" title="Open day" />;
}

/** Gives jsdom's navigator what a browser would have (clipboard, share sheet, user agent). */
function browserNavigator(values: { clipboard?: unknown; share?: unknown; userAgent?: string }) {
  for (const [key, value] of Object.entries(values)) {
    Object.defineProperty(navigator, key, { value, configurable: true });
  }
}

afterEach(() => {
  vi.useRealTimers();
  for (const key of ['clipboard', 'share', 'userAgent']) {
    Reflect.deleteProperty(navigator, key);
  }
});

describe('ShareButton', () => {
  it("copies the link and shows 'Link copied to clipboard' for 4 seconds", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    browserNavigator({ clipboard: { writeText } });
    const api = serveApi((call) =>
      call.path === '/widget/posts/12/share' ? { data: { share_count: 2 } } : undefined,
    );
    renderScreens([{ index: true, element: <Screen /> }], '/1');
    const button = await screen.findByRole('button', { name: 'Share' }, FIRST_RENDER);

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/1/posts/open-day-12');
    expect(screen.getByRole('status').textContent).toBe('Link copied to clipboard');
    expect(api.callsTo('POST', '/widget/posts/12/share')).toHaveLength(1);

    act(() => vi.advanceTimersByTime(LINK_COPIED_MS - 1));
    expect(screen.getByRole('status').textContent).toBe('Link copied to clipboard');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('uses the share sheet on a phone that has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    browserNavigator({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
      share,
      clipboard: { writeText },
    });
    serveApi((call) => (call.path.endsWith('/share') ? { data: { share_count: 2 } } : undefined));
    renderScreens([{ index: true, element: <Screen /> }], '/1');
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Share' }, FIRST_RENDER));
    });
    expect(share).toHaveBeenCalledWith({
      title: 'Open day',
      url: 'http://localhost:3000/1/posts/open-day-12',
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
