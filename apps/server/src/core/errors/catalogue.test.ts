import { describe, expect, it } from 'vitest';
import {
  DETAIL_CODES,
  DETAIL_TEXT_KEYS,
  ERROR_CODES,
  NOT_FOUND_SUBJECTS,
  REFUSAL_REASONS,
  detailTextOf,
  fillText,
} from '@quad/shared/errors';
import { COMPLETE_LOCALES } from '@quad/shared/rules/locale';
import { ERROR_CATALOGUES, requestLocale } from './catalogue';
import { PROBLEMS, type ProblemKey } from './problems';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('error catalogues', () => {
  it('write every error code and every detail text in each of the twelve languages', () => {
    const english = ERROR_CATALOGUES.en;
    for (const locale of COMPLETE_LOCALES) {
      const catalogue = ERROR_CATALOGUES[locale];
      expect(catalogue.lang).toBe(locale);
      expect(Object.keys(catalogue.errors).sort()).toEqual(Object.values(ERROR_CODES).sort());
      expect(Object.keys(catalogue.details).sort()).toEqual([...DETAIL_TEXT_KEYS].sort());
      for (const code of Object.values(ERROR_CODES)) {
        expect(catalogue.errors[code].trim(), `${locale} ${code}`).not.toBe('');
      }
      for (const key of DETAIL_TEXT_KEYS) {
        const text = catalogue.details[key];
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english.details[key]));
      }
      if (locale !== 'en') {
        // Translated, not copied: most texts differ from English.
        const same = DETAIL_TEXT_KEYS.filter(
          (key) => catalogue.details[key] === english.details[key],
        );
        expect(same, locale).toEqual([]);
      }
    }
  });

  it('name everything a 404 may not find and every reason of a 403, in each language', () => {
    const english = ERROR_CATALOGUES.en;
    for (const locale of COMPLETE_LOCALES) {
      const catalogue = ERROR_CATALOGUES[locale];
      expect(Object.keys(catalogue.notFound).sort(), locale).toEqual(
        [...NOT_FOUND_SUBJECTS].sort(),
      );
      expect(Object.keys(catalogue.refusals).sort(), locale).toEqual([...REFUSAL_REASONS].sort());
      if (locale === 'en') continue;
      const copied = [
        ...NOT_FOUND_SUBJECTS.filter((key) => catalogue.notFound[key] === english.notFound[key]),
        ...REFUSAL_REASONS.filter((key) => catalogue.refusals[key] === english.refusals[key]),
      ];
      expect(copied, locale).toEqual([]);
    }
  });

  it('write every specific problem in each language, with the values its English text names', () => {
    const keys = Object.keys(PROBLEMS).sort() as ProblemKey[];
    for (const locale of COMPLETE_LOCALES) {
      const catalogue = ERROR_CATALOGUES[locale];
      expect(Object.keys(catalogue.problems).sort(), locale).toEqual(keys);
      for (const key of keys) {
        const text = catalogue.problems[key];
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(PROBLEMS[key]));
      }
      if (locale === 'en') continue;
      const copied = keys.filter((key) => catalogue.problems[key] === PROBLEMS[key]);
      expect(copied, locale).toEqual([]);
    }
  });

  it('give every detail code a text, except `custom`, whose message is its text', () => {
    const sample = { minimum: 8, maximum: 200, origin: 'string', minimumAge: 16, keys: ['x'] };
    for (const code of DETAIL_CODES) {
      const text = detailTextOf(code, sample);
      if (code === 'custom') expect(text).toBeNull();
      else expect(text, code).not.toBeNull();
    }
    expect(detailTextOf('something_new')).toBeNull();
  });

  it('read sizes by what was measured and fill in their numbers', () => {
    const de = ERROR_CATALOGUES.de.details;
    const read = (code: string, params: Record<string, unknown>) => {
      const text = detailTextOf(code, params)!;
      return fillText(de[text.key], text.values);
    };
    expect(read('too_small', { minimum: 8, origin: 'string' })).toBe(
      'Verwende mindestens 8 Zeichen.',
    );
    expect(read('too_small', { minimum: 1, origin: 'string' })).toBe(
      'Dieses Feld ist erforderlich.',
    );
    expect(read('too_big', { maximum: 3, origin: 'array' })).toBe('Wähle höchstens 3 aus.');
    expect(read('too_small', { minimum: 1950, origin: 'number' })).toBe('Gib 1950 oder mehr ein.');
    expect(read('invalid_format', { format: 'email' })).toContain('name@example.com');
  });

  it("pick the request's language like mail does, English by default", () => {
    expect(requestLocale('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(requestLocale('sv, ar;q=0.5')).toBe('ar');
    expect(requestLocale('pt-BR')).toBe('pt');
    expect(requestLocale(undefined)).toBe('en');
    expect(requestLocale('sv')).toBe('en');
  });
});
