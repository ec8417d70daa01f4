import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  COMPLETE_LOCALES,
  DEFAULT_LOCALE,
  isRightToLeft,
  type CompleteLocale,
} from '@quad/shared/rules/locale';
import en from './locales/en.json';
import enAdmin from './locales/en/admin.json';
import enApplication from './locales/en/application.json';
import enAuth from './locales/en/auth.json';
import enChat from './locales/en/chat.json';
import enCommunity from './locales/en/community.json';
import enContent from './locales/en/content.json';
import enLiveEvents from './locales/en/liveEvents.json';
import enNotifications from './locales/en/notifications.json';
import enSso from './locales/en/sso.json';

/**
 * English ships with the app. `translation` holds the shell's strings; each feature area keeps
 * its own namespace (`useTranslation('content')`), so features never edit each other's files.
 */
export const resources = {
  en: {
    translation: en,
    content: enContent,
    auth: enAuth,
    chat: enChat,
    community: enCommunity,
    application: enApplication,
    liveEvents: enLiveEvents,
    sso: enSso,
    admin: enAdmin,
    notifications: enNotifications,
  },
} as const;

export const NAMESPACES = Object.keys(resources.en) as (keyof typeof resources.en)[];

/**
 * Every other language, one file per namespace (`locales/de/chat.json`, the shell's in
 * `translation.json`); the build puts each language's files in one chunk, fetched when someone
 * reads it, so the first load does not grow with the languages.
 */
const otherLanguages = import.meta.glob<Record<string, unknown>>(
  ['./locales/*/*.json', '!./locales/en/*.json'],
  { import: 'default' },
);

/** The one i18next instance; English is ready synchronously, other languages load on demand. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...COMPLETE_LOCALES],
  ns: NAMESPACES,
  defaultNS: 'translation',
  resources,
  initAsync: false,
  // A key a language lacks reads in English, never as the raw key.
  returnNull: false,
  interpolation: { escapeValue: false },
});

const loading = new Map<CompleteLocale, Promise<void>>();

/** Fetches a language's texts once; English is always there. */
export function loadLocale(locale: CompleteLocale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    const prefix = `./locales/${locale}/`;
    const files = Object.entries(otherLanguages).filter(([path]) => path.startsWith(prefix));
    pending = Promise.all(
      files.map(async ([path, load]) => {
        const namespace = path.slice(prefix.length, -'.json'.length);
        i18n.addResourceBundle(locale, namespace, await load(), true, true);
      }),
    ).then(() => undefined);
    // A failed fetch (a deploy replaced the chunk, the network dropped) may be tried again.
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

/** Marks the document with the language and its direction (Arabic reads right to left). */
export function applyDocumentLanguage(locale: string, root = document.documentElement): void {
  root.lang = locale;
  root.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
}

/**
 * Switches the whole app to a language: its texts first, then every screen re-renders in it, and
 * the document's `lang` and `dir` follow. If the texts cannot be fetched the app stays as it was.
 */
export async function showLanguage(locale: CompleteLocale): Promise<void> {
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
  applyDocumentLanguage(locale);
}
