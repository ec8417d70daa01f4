import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  COMPLETE_LOCALES,
  DEFAULT_LOCALE,
  isRightToLeft,
  type CompleteLocale,
} from '@quad/shared/rules/locale';
import en from './locales/en.json';
import enContent from './locales/en/content.json';
import { partOf, type TextPart } from './first-namespaces';
import { loadSubjectNames } from './reference-names';

/**
 * English's namespaces for the home ship with the app. `translation` holds the shell's strings;
 * each feature area keeps its own namespace (`useTranslation('content')`), so features never
 * edit each other's files.
 */
const firstEnglish = { translation: en, content: enContent };

/** Every namespace, in English (the types of every language's files). */
export const NAMESPACES = [
  'translation',
  'content',
  'auth',
  'chat',
  'community',
  'application',
  'liveEvents',
  'sso',
  'admin',
  'notifications',
] as const;

/**
 * Every other file: each language's (`locales/de/chat.json`, the shell's in `translation.json`)
 * and English's other namespaces. The build puts each part of a language's texts in a chunk of
 * its own (first-namespaces.ts), each fetched when needed, so the first load grows with neither
 * the languages nor the screens a visitor has not opened.
 */
const otherFiles = import.meta.glob<Record<string, unknown>>(
  ['./locales/*/*.json', '!./locales/en/{translation,content}.json'],
  { import: 'default' },
);
// Unit tests render any screen at once: there English is complete from the start.
const laterEnglishInTests =
  import.meta.env.MODE === 'test'
    ? import.meta.glob<Record<string, unknown>>(
        ['./locales/en/*.json', '!./locales/en/{translation,content}.json'],
        { import: 'default', eager: true },
      )
    : {};

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

export const resources = {
  en: {
    ...firstEnglish,
    ...Object.fromEntries(
      Object.entries(laterEnglishInTests).map(([path, texts]) => [namespaceOf(path), texts]),
    ),
  },
};

/** The one i18next instance; English is ready synchronously, other texts load on demand. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...COMPLETE_LOCALES],
  ns: [...NAMESPACES],
  defaultNS: 'translation',
  resources,
  initAsync: false,
  // A key a language lacks reads in English, never as the raw key.
  returnNull: false,
  interpolation: { escapeValue: false },
  // Named, although they are i18next's defaults: keys are never natural language here, and
  // named separators spare every t() call i18next's check for whether a key looks like one.
  keySeparator: '.',
  nsSeparator: ':',
});

const loading = new Map<string, Promise<void>>();

/** Fetches one part of a language's texts once; English's first part is always there. */
function loadPart(locale: CompleteLocale, part: TextPart): Promise<void> {
  const key = `${locale}:${part}`;
  let pending = loading.get(key);
  if (!pending) {
    const prefix = `./locales/${locale}/`;
    const files = Object.entries(otherFiles).filter(
      ([path]) =>
        path.startsWith(prefix) &&
        partOf(namespaceOf(path)) === part &&
        !i18n.hasResourceBundle(locale, namespaceOf(path)),
    );
    pending = Promise.all([
      ...files.map(async ([path, load]) => {
        i18n.addResourceBundle(locale, namespaceOf(path), await load(), true, true);
      }),
      // Cards on the home name subjects, so their names come with the home's texts.
      part === 'first' ? loadSubjectNames(locale) : undefined,
    ]).then(() => undefined);
    // A failed fetch (a deploy replaced the chunk, the network dropped) may be tried again.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

// The parts beyond the first that the page has needed: a language switch brings them too.
const partsWanted = new Set<TextPart>(['first']);
// The language being shown or on its way (a screen may load before showLanguage finishes).
let wanted: CompleteLocale = DEFAULT_LOCALE;

/** Fetches parts of the texts, English's (the fallback) and the current language's. */
function loadParts(parts: TextPart[]): Promise<void> {
  for (const part of parts) partsWanted.add(part);
  return Promise.all(
    parts.flatMap((part) => [
      loadPart(DEFAULT_LOCALE, part),
      wanted !== DEFAULT_LOCALE ? loadPart(wanted, part) : undefined,
    ]),
  ).then(() => undefined);
}

/**
 * Fetches what the home's header shows someone signed in (see first-namespaces.ts): wanted
 * once a session starts.
 */
export function loadAccountTexts(): Promise<void> {
  return loadParts(['account']);
}

/**
 * Fetches the texts of the screens beyond the home (with the signed-in part, which they use
 * too). Lazy screens wait for it with their code; from then on a language switch brings them.
 */
export function loadLaterTexts(): Promise<void> {
  return loadParts(['account', 'later']);
}

/** Fetches a language's texts once: the home's, and the other parts the page has needed. */
export function loadLocale(locale: CompleteLocale): Promise<void> {
  return Promise.all(
    [...partsWanted].map((part) =>
      locale === DEFAULT_LOCALE && part === 'first' ? undefined : loadPart(locale, part),
    ),
  ).then(() => undefined);
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
  const previous = wanted;
  wanted = locale;
  try {
    await loadLocale(locale);
  } catch (error) {
    wanted = previous;
    throw error;
  }
  await i18n.changeLanguage(locale);
  applyDocumentLanguage(locale);
}
