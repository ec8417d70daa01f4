import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage, pageHints, rememberLanguage, type LanguageHints } from './language-choice';

const none: LanguageHints = { chosen: null, query: null, account: null, host: null, browser: [] };

describe('choosing the language', () => {
  afterEach(() => window.localStorage.clear());

  it('follows the order: own pick, page, account, host page, browser', () => {
    const all: LanguageHints = {
      chosen: 'ja',
      query: 'de',
      account: 'fr',
      host: 'es',
      browser: ['it-IT', 'en'],
    };
    expect(chooseLanguage(all)).toBe('ja');
    expect(chooseLanguage({ ...all, chosen: null })).toBe('de');
    expect(chooseLanguage({ ...all, chosen: null, query: null })).toBe('fr');
    expect(chooseLanguage({ ...all, chosen: null, query: null, account: null })).toBe('es');
    expect(chooseLanguage({ ...none, browser: ['it-IT', 'en'] })).toBe('it');
    expect(chooseLanguage(none)).toBe('en');
  });

  it('passes over a language Quad is not written in and reads a variant in its language', () => {
    expect(chooseLanguage({ ...none, query: 'sv', host: 'pt-BR' })).toBe('pt');
    expect(chooseLanguage({ ...none, query: 'zh-TW' })).toBe('zh-Hans');
    expect(chooseLanguage({ ...none, query: 'nonsense!', browser: ['uk', 'ru'] })).toBe('ru');
  });

  it("reads the page's lang and hostLang, and remembers the menu's pick", () => {
    rememberLanguage('ar');
    expect(pageHints({ search: '?lang=de&hostLang=fr-FR' })).toMatchObject({
      chosen: 'ar',
      query: 'de',
      host: 'fr-FR',
    });
  });
});
