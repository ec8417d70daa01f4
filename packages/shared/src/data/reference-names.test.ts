import { describe, expect, it } from 'vitest';
import { COMPLETE_LOCALES } from '../rules/locale';
import { COUNTRIES } from './countries';
import { NATIONALITIES } from './nationalities';
import { countryName, nationalityName, sortByName, subjectName } from './reference-names';
import { SUBJECTS } from './subjects';
import { subjectNames as ar } from './subject-names/ar';
import { subjectNames as de } from './subject-names/de';
import { subjectNames as es } from './subject-names/es';
import { subjectNames as fr } from './subject-names/fr';
import { subjectNames as hi } from './subject-names/hi';
import { subjectNames as it_ } from './subject-names/it';
import { subjectNames as ja } from './subject-names/ja';
import { subjectNames as pt } from './subject-names/pt';
import { subjectNames as ru } from './subject-names/ru';
import { subjectNames as tr } from './subject-names/tr';
import { subjectNames as zhHans } from './subject-names/zh-Hans';

const CATALOGUES = { ar, de, es, fr, hi, it: it_, ja, pt, ru, tr, 'zh-Hans': zhHans };

describe('reference names', () => {
  it('name every subject in each of the eleven other languages, and nothing else', () => {
    const ids = SUBJECTS.map((subject) => String(subject.id)).sort();
    for (const [locale, names] of Object.entries(CATALOGUES)) {
      expect(Object.keys(names).sort(), locale).toEqual(ids);
      const copied = SUBJECTS.filter((subject) => names[subject.id] === subject.name);
      // A few names are the same word in a language (Marketing, Animation); most are not.
      expect(copied.length, locale).toBeLessThan(SUBJECTS.length / 10);
      expect(new Set(Object.values(names)).size, `${locale} names two subjects alike`).toBe(
        SUBJECTS.length,
      );
    }
  });

  it('name every country and nationality in all twelve languages from CLDR, by ISO code', () => {
    for (const locale of COMPLETE_LOCALES) {
      for (const country of COUNTRIES) {
        const name = countryName(country, locale);
        expect(name, `${locale} ${country.code}`).not.toBe(country.code);
        expect(name.trim(), `${locale} ${country.code}`).not.toBe('');
      }
    }
    const british = NATIONALITIES.find((n) => n.code === 'GB')!;
    expect(nationalityName(british, 'en')).toBe('British');
    expect(nationalityName(british, 'de')).toBe('Vereinigtes Königreich');
    expect(nationalityName(british, 'ar')).toBe('المملكة المتحدة');
    expect(countryName({ code: 'DE', name: 'Germany' }, 'ja')).toBe('ドイツ');
  });

  it('fall back to English for a subject a catalogue lacks, and sort as the language does', () => {
    expect(subjectName({ id: 9999, name: 'New Subject' }, de)).toBe('New Subject');
    expect(subjectName({ id: 43, name: 'Computer Science' }, de)).toBe('Informatik');
    const sorted = sortByName(['Zoologie', 'Ägyptologie', 'Biologie'], (name) => name, 'de');
    expect(sorted).toEqual(['Ägyptologie', 'Biologie', 'Zoologie']);
  });
});
