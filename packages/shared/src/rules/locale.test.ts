import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../limits';
import {
  acceptedLanguages,
  COMPLETE_LOCALES,
  isRightToLeft,
  localeOf,
  pickLocale,
  supportedLanguageLocales,
} from './locale';

describe('locales', () => {
  it('reads a regional or script variant in its language', () => {
    expect(localeOf('pt-BR')).toBe('pt');
    expect(localeOf('PT_pt')).toBe('pt');
    expect(localeOf('zh-TW')).toBe('zh-Hans');
    expect(localeOf('zh-Hant-HK')).toBe('zh-Hans');
    expect(localeOf('zh')).toBe('zh-Hans');
    expect(localeOf('de-AT')).toBe('de');
    expect(localeOf('ar-EG')).toBe('ar');
  });

  it('has no locale for another language or for something that is not a tag', () => {
    for (const tag of ['sv', 'uk', 'fa', 'he', 'x', '', '  ', 'english', '12', null, undefined]) {
      expect(localeOf(tag), String(tag)).toBeNull();
    }
  });

  it('picks the first tag it is written in, else English', () => {
    expect(pickLocale(['sv', 'de-CH', 'fr'])).toBe('de');
    expect(pickLocale(['sv', null, 'uk'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });

  it('gives every code of the supported list a complete locale', () => {
    const resolved = supportedLanguageLocales();
    expect(Object.keys(resolved)).toHaveLength(SUPPORTED_LANGUAGES.length);
    for (const locale of Object.values(resolved)) expect(COMPLETE_LOCALES).toContain(locale);
    expect(resolved['pt']).toBe('pt');
    expect(resolved['zh']).toBe('zh-Hans');
    expect(resolved['sv']).toBe('en');
  });

  it('writes Arabic right to left and the others left to right', () => {
    expect(COMPLETE_LOCALES.filter(isRightToLeft)).toEqual(['ar']);
  });

  it('orders Accept-Language by q-value, ignoring wildcards and refused tags', () => {
    expect(acceptedLanguages('sv;q=0.9, de-DE, *;q=0.5, fr;q=0, en;q=0.8')).toEqual([
      'de-DE',
      'sv',
      'en',
    ]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
