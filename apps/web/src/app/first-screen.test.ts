import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseBase } from '@quad/shared/rules/base-path';
import { contentFixture, ambassadorFixture } from '../features/content/test/fixtures';
import { carryFirstScreen, testQueryClient, widgetSettings } from '../test/helpers';

/** A page at `pathname` whose HTML carries `carried` (raw text) as its first screen. */
async function load(pathname: string, carried: string | null) {
  window.history.replaceState({}, '', pathname);
  carryFirstScreen(carried);
  vi.resetModules();
  const [prime, seed, keys, criteria, settingsKeys] = await Promise.all([
    import('./first-screen'),
    import('../features/content/api/random-seed'),
    import('../features/content/api/content-keys'),
    import('../features/content/api/content-criteria'),
    import('./widget-context/get-widget-settings'),
  ]);
  const queryClient = testQueryClient();
  const base = parseBase(pathname);
  const settingsNow = () =>
    base && queryClient.getQueryData(settingsKeys.widgetSettingsKeys.forBase(base));
  const homeNow = () =>
    base && queryClient.getQueryData(keys.contentKeys.home(base, criteria.NO_CRITERIA));
  const primed = prime.primeFirstScreen(queryClient);
  return {
    primed,
    seed: seed.VISIT_SEED,
    settings: settingsNow(),
    home: homeNow(),
    /** The check after the first paint, and what the queries hold after it. */
    check: async () => ({
      held: await prime.checkFirstScreen(queryClient),
      settings: settingsNow(),
      home: homeNow(),
    }),
  };
}

const settings = widgetSettings({ primary_color: '#0F766E' });
const content = contentFixture({ users: [ambassadorFixture({ name: 'Maya' })] });

afterEach(() => {
  carryFirstScreen(null);
});

describe('the first screen a page carries', () => {
  it("puts its settings and home where the home's queries look, and keeps its seed", async () => {
    const carried = JSON.stringify({
      base: '/1',
      settings,
      home: { randomSeed: 'abc1234', content },
    });
    const page = await load('/1', carried);
    expect(page.primed).toBe(true);
    expect(page.settings).toEqual(settings);
    expect(page.home).toEqual(content);
    expect(page.seed).toBe('abc1234');
    expect(await page.check()).toEqual({ held: true, settings, home: content });
  });

  it('carries settings alone on other pages; the visit draws its own seed', async () => {
    const page = await load('/1/posts', JSON.stringify({ base: '/1', settings }));
    expect(page.primed).toBe(true);
    expect(page.settings).toEqual(settings);
    expect(page.home).toBeUndefined();
    expect(page.seed).toMatch(/^[a-z0-9]{7}$/);
  });

  it('is ignored when made for another widget, broken or not shaped like a first screen', async () => {
    for (const [pathname, carried] of [
      ['/2', JSON.stringify({ base: '/1', settings })],
      ['/1', '{"base":"/1","settings":'],
      ['/1', JSON.stringify({ base: '/1', settings: 'all' })],
      ['/1', JSON.stringify({ base: '/1', settings, home: { randomSeed: 7, content } })],
      ['/1', null],
    ] as const) {
      const page = await load(pathname, carried);
      expect(page.primed, `${pathname} ${carried}`).toBe(false);
      expect(page.settings).toBeUndefined();
      expect(page.home).toBeUndefined();
    }
  });

  it('shows at once, and is dropped after the first paint when its contract refuses it', async () => {
    const page = await load(
      '/1',
      JSON.stringify({
        base: '/1',
        settings: { ...settings, primary_color: 5 },
        home: { randomSeed: 'abc1234', content },
      }),
    );
    expect(page.primed).toBe(true);
    expect(page.home).toEqual(content);
    // Both answers go: the screens that show them ask the API, whose answers are checked.
    expect(await page.check()).toEqual({ held: false, settings: undefined, home: undefined });
  });
});
