import type { WidgetSettings } from '@quad/shared/contracts/widget-settings';

/** The keys of the widget settings (spec §3 `settings`) holding the university's legal pages. */
export const LEGAL_SETTING_KEYS = {
  terms: 'terms_url',
  privacy: 'privacy_policy_url',
} as const;

/** An http(s) address from a setting, or null for anything else (no javascript: links). */
function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Where the university's terms of use and privacy policy live, when its settings say. */
export function legalLinksOf(settings: Pick<WidgetSettings, 'settings'>): {
  terms: string | null;
  privacy: string | null;
} {
  return {
    terms: safeUrl(settings.settings[LEGAL_SETTING_KEYS.terms]),
    privacy: safeUrl(settings.settings[LEGAL_SETTING_KEYS.privacy]),
  };
}
