import { afterEach, describe, expect, it, vi } from 'vitest';

async function load(pathname: string, served: string | null) {
  window.history.replaceState({}, '', pathname);
  document.head.querySelector('meta[name="quad-primary-color"]')?.remove();
  if (served) {
    const meta = document.createElement('meta');
    meta.name = 'quad-primary-color';
    meta.content = served;
    document.head.append(meta);
  }
  vi.resetModules();
  return import('./theme-cache');
}

afterEach(() => {
  window.localStorage.clear();
  document.head.querySelector('meta[name="quad-primary-color"]')?.remove();
});

describe('the first-paint colour of a widget', () => {
  it('wears the colour the server wrote into the page, on a first visit', async () => {
    const { cachedPrimaryColor } = await load('/1/posts/open-day-3', '#0F766E');
    expect(cachedPrimaryColor('/1')).toBe('#0F766E');
    // Another widget than the one the page was served for does not borrow it.
    expect(cachedPrimaryColor('/2')).toBeNull();
  });

  it('prefers the served colour over a remembered one, and falls back to it', async () => {
    window.localStorage.setItem('quad.primaryColor./1', '#123456');
    let theme = await load('/1', '#0F766E');
    expect(theme.cachedPrimaryColor('/1')).toBe('#0F766E');
    theme = await load('/1', null);
    expect(theme.cachedPrimaryColor('/1')).toBe('#123456');
    theme.rememberPrimaryColor('/group/1', '#abcdef');
    expect(theme.cachedPrimaryColor('/group/1')).toBe('#abcdef');
  });

  it('ignores anything that is not a hex colour', async () => {
    const { cachedPrimaryColor } = await load('/1', 'red;background:url(x)');
    expect(cachedPrimaryColor('/1')).toBeNull();
  });
});
