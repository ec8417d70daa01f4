import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  browserAsksNoTracking,
  decideGtm,
  GTM_LOAD_DELAY_MS,
  loadGtm,
  resetTagManager,
  updateTagConsent,
} from './gtm';

const base = {
  setting: 'GTM-AB12CD',
  param: { kind: 'absent' } as const,
  dashboard: false,
  privacySignal: false,
};

describe('decideGtm (spec §2 customGtm)', () => {
  it("loads the university's saved container", () => {
    expect(decideGtm(base)).toEqual({ load: true, containerId: 'GTM-AB12CD' });
    expect(decideGtm({ ...base, param: { kind: 'on' } })).toMatchObject({ load: true });
    expect(decideGtm({ ...base, param: { kind: 'container', id: 'GTM-AB12CD' } })).toMatchObject({
      load: true,
    });
  });

  it('loads nothing without a well-formed container in the settings', () => {
    for (const setting of [undefined, null, '', 'UA-1234', 'GTM-1"><script>', 42]) {
      expect(decideGtm({ ...base, setting }).load, String(setting)).toBe(false);
    }
  });

  it('never loads a container the link names but the university did not save', () => {
    expect(decideGtm({ ...base, param: { kind: 'container', id: 'GTM-EVIL99' } })).toEqual({
      load: false,
      reason: 'customGtm names another container',
    });
    expect(
      decideGtm({ ...base, setting: null, param: { kind: 'container', id: 'GTM-EVIL99' } }).load,
    ).toBe(false);
  });

  it('stays off when customGtm says false, in dashboard mode and when the browser asks no tracking', () => {
    expect(decideGtm({ ...base, param: { kind: 'off' } }).load).toBe(false);
    expect(decideGtm({ ...base, dashboard: true }).load).toBe(false);
    expect(decideGtm({ ...base, privacySignal: true }).load).toBe(false);
  });
});

describe('browserAsksNoTracking', () => {
  it('reads Global Privacy Control and Do Not Track', () => {
    const nav = (values: object) => values as unknown as Navigator;
    expect(browserAsksNoTracking(nav({ globalPrivacyControl: true }))).toBe(true);
    expect(browserAsksNoTracking(nav({ doNotTrack: '1' }))).toBe(true);
    expect(browserAsksNoTracking(nav({ doNotTrack: 'unspecified' }))).toBe(false);
  });
});

describe('loadGtm', () => {
  type LayerWindow = Window & { dataLayer?: unknown[] };
  beforeEach(() => {
    vi.useFakeTimers();
    resetTagManager();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.querySelectorAll('script[data-quad-gtm]').forEach((script) => script.remove());
    delete (window as LayerWindow).dataLayer;
  });

  it('adds the container after 100 ms with every consent denied by default, once', () => {
    loadGtm('GTM-AB12CD');
    expect(document.querySelector('script[data-quad-gtm]')).toBeNull();
    vi.advanceTimersByTime(GTM_LOAD_DELAY_MS);
    const script = document.querySelector<HTMLScriptElement>('script[data-quad-gtm]');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
    expect(script?.async).toBe(true);
    const layer = (window as LayerWindow).dataLayer ?? [];
    expect(Array.from(layer[0] as ArrayLike<unknown>)).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        wait_for_update: 500,
      },
    ]);
    expect(layer[1]).toMatchObject({ event: 'gtm.js' });
    loadGtm('GTM-AB12CD');
    vi.advanceTimersByTime(GTM_LOAD_DELAY_MS);
    expect(document.querySelectorAll('script[data-quad-gtm]')).toHaveLength(1);
  });

  it("hands the visitor's consent to a loaded container as an update", () => {
    loadGtm('GTM-AB12CD');
    vi.advanceTimersByTime(GTM_LOAD_DELAY_MS);
    updateTagConsent({ analytics: true, ads: true });
    const layer = (window as LayerWindow).dataLayer ?? [];
    expect(Array.from(layer.at(-1) as ArrayLike<unknown>)).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    ]);
  });

  it('keeps a consent given before the container loads and applies it right after the default', () => {
    updateTagConsent({ analytics: true, ads: false });
    loadGtm('GTM-AB12CD');
    vi.advanceTimersByTime(GTM_LOAD_DELAY_MS);
    const layer = ((window as LayerWindow).dataLayer ?? []).map((entry) =>
      Array.isArray(entry) || typeof entry !== 'object'
        ? entry
        : Array.from(entry as ArrayLike<unknown>),
    );
    expect(layer.slice(0, 2).map((entry) => (entry as unknown[]).slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
    ]);
    expect((layer[1] as unknown[])[2]).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
    });
  });

  it('loads nothing when cancelled within the 100 ms', () => {
    const cancel = loadGtm('GTM-AB12CD');
    cancel();
    vi.advanceTimersByTime(GTM_LOAD_DELAY_MS * 2);
    expect(document.querySelector('script[data-quad-gtm]')).toBeNull();
  });
});
