import { describe, expect, it } from 'vitest';
import { shouldScrollToPage } from './scroll-to-page';

const at = (pathname: string, search = '', state: unknown = null) => ({ pathname, search, state });

describe('shouldScrollToPage (spec §2)', () => {
  it('scrolls when the path changes', () => {
    expect(shouldScrollToPage(at('/1'), at('/1/posts/campus-5'), '')).toBe(true);
  });

  it('skips when the navigation state says oneScreen', () => {
    expect(shouldScrollToPage(at('/1'), at('/1/faq', '', { oneScreen: true }), '')).toBe(false);
  });

  it('skips inside the dashboard frame', () => {
    expect(shouldScrollToPage(at('/1'), at('/1/faq'), 'dashboard')).toBe(false);
  });

  it('skips in dashboard mode (tap-dashboard=true)', () => {
    expect(shouldScrollToPage(at('/1'), at('/1/faq'), '', true)).toBe(false);
    expect(shouldScrollToPage(at('/1'), at('/1/faq'), '', false)).toBe(true);
  });

  it('skips when only the query changes, unless it carries an auth parameter', () => {
    expect(shouldScrollToPage(at('/1/posts'), at('/1/posts', '?page=2'), '')).toBe(false);
    expect(shouldScrollToPage(at('/1/posts'), at('/1/posts', '?auth=1'), '')).toBe(true);
  });
});
