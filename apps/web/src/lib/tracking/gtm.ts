import { gtmContainerOf } from '@quad/shared/rules/tag-manager';
import type { CustomGtmParam } from './widget-query';
/** Spec §9: the analytics tag loads 100 ms after the page. */
export const GTM_LOAD_DELAY_MS = 100;
const GTM_ORIGIN = 'https://www.googletagmanager.com';

export type GtmDecision = { load: true; containerId: string } | { load: false; reason: string };

/**
 * Whether the university's Google Tag Manager container loads (spec §2 `customGtm`). Only a
 * container the university saved in its settings ever loads — a link cannot bring in another
 * one's scripts — and only when:
 * - the page's `customGtm` does not switch it off (a host page that measures itself) and, when
 *   it names a container, names that one;
 * - it is not the dashboard (staff looking at their own widget);
 * - the browser does not ask for no tracking (Global Privacy Control or Do Not Track).
 */
export function decideGtm(input: {
  setting: unknown;
  param: CustomGtmParam;
  dashboard: boolean;
  privacySignal: boolean;
}): GtmDecision {
  const saved = gtmContainerOf(input.setting);
  if (!saved) return { load: false, reason: 'no container in settings' };
  if (input.param.kind === 'off') return { load: false, reason: 'switched off by customGtm' };
  if (input.param.kind === 'container' && input.param.id !== saved) {
    return { load: false, reason: 'customGtm names another container' };
  }
  if (input.dashboard) return { load: false, reason: 'dashboard mode' };
  if (input.privacySignal) return { load: false, reason: 'the browser asks not to be tracked' };
  return { load: true, containerId: saved };
}

/** Global Privacy Control or Do Not Track, as the browser reports them. */
export function browserAsksNoTracking(nav: Navigator = navigator): boolean {
  const signals = nav as Navigator & { globalPrivacyControl?: boolean };
  return signals.globalPrivacyControl === true || nav.doNotTrack === '1';
}

type GtagWindow = Window & { dataLayer?: unknown[] };

export type TagConsent = { analytics: boolean; ads: boolean };
let consent: TagConsent | null = null;
let loaded = false;

function consentState({ analytics, ads }: TagConsent) {
  const ad = ads ? 'granted' : 'denied';
  return {
    ad_storage: ad,
    ad_user_data: ad,
    ad_personalization: ad,
    analytics_storage: analytics ? 'granted' : 'denied',
  };
}

function pushGtag(win: GtagWindow, ...args: unknown[]): void {
  const dataLayer = (win.dataLayer ??= []);
  // Consent mode reads the arguments object gtag() pushes, not an array.
  (function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- consent mode expects the arguments object
    dataLayer.push(arguments);
  })(...args);
}

/**
 * The visitor's choice from the host page's consent tool: kept for a container still to load,
 * and handed to a loaded one at once as a consent-mode update.
 */
export function updateTagConsent(choice: TagConsent, win: GtagWindow = window): void {
  consent = { analytics: choice.analytics, ads: choice.ads };
  if (loaded) pushGtag(win, 'consent', 'update', consentState(consent));
}

/** Forgets the consent and the load (tests). */
export function resetTagManager(): void {
  consent = null;
  loaded = false;
}

/**
 * Loads the container once, after the spec's 100 ms, with Google's consent mode defaulting every
 * storage to denied: tags measure without cookies until the visitor consents, through the host
 * page's consent tool (`updateTagConsent`) or one in the container. Returns the function that
 * cancels a pending load.
 */
export function loadGtm(containerId: string, win: GtagWindow = window): () => void {
  const src = `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
  if (win.document.querySelector(`script[src="${src}"]`)) return () => undefined;
  const timer = win.setTimeout(() => {
    pushGtag(win, 'consent', 'default', {
      ...consentState({ analytics: false, ads: false }),
      wait_for_update: 500,
    });
    if (consent) pushGtag(win, 'consent', 'update', consentState(consent));
    loaded = true;
    (win.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = win.document.createElement('script');
    script.async = true;
    script.src = src;
    script.dataset['quadGtm'] = containerId;
    win.document.head.appendChild(script);
  }, GTM_LOAD_DELAY_MS);
  return () => win.clearTimeout(timer);
}
