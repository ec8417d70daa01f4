import { describe, expect, it } from 'vitest';
import { nationalityByCode, NATIONALITIES } from '../data/nationalities';
import { ageOfConsent, ageOn, needsConsentConfirmation } from './age-of-consent';

describe('ageOfConsent', () => {
  it('is 13 by default and for unknown or missing nationalities', () => {
    expect(ageOfConsent('GB')).toBe(13);
    expect(ageOfConsent('US')).toBe(13);
    expect(ageOfConsent(null)).toBe(13);
    expect(ageOfConsent(undefined)).toBe(13);
    expect(ageOfConsent('')).toBe(13);
    expect(ageOfConsent('ZZ')).toBe(13);
  });

  it.each(['AT', 'BG', 'CY'])('is 14 for %s', (code) => expect(ageOfConsent(code)).toBe(14));
  it.each(['CZ', 'FR', 'GR', 'SI'])('is 15 for %s', (code) => expect(ageOfConsent(code)).toBe(15));
  it.each(['HR', 'NL', 'DE', 'HU', 'IE', 'IT', 'LU', 'MT', 'RO', 'SK', 'CH'])(
    'is 16 for %s',
    (code) => expect(ageOfConsent(code)).toBe(16),
  );

  it('reads codes in any case and with spaces, and Greece as EL too', () => {
    expect(ageOfConsent(' fr ')).toBe(15);
    expect(ageOfConsent('de')).toBe(16);
    expect(ageOfConsent('EL')).toBe(15);
  });

  it('is 16 whatever the nationality when the university is fixed at 16', () => {
    expect(ageOfConsent('GB', { universityFixedAt16: true })).toBe(16);
    expect(ageOfConsent('AT', { universityFixedAt16: true })).toBe(16);
    expect(ageOfConsent(null, { universityFixedAt16: true })).toBe(16);
    expect(ageOfConsent('AT', { universityFixedAt16: false })).toBe(14);
  });

  it('matches the demonyms spec §5 lists against the nationality data', () => {
    const expected: Record<string, number> = {
      Austrian: 14,
      Bulgarian: 14,
      Cypriot: 14,
      Czech: 15,
      French: 15,
      Greek: 15,
      Slovenian: 15,
      Croatian: 16,
      Dutch: 16,
      German: 16,
      Hungarian: 16,
      Irish: 16,
      Italian: 16,
      Luxembourger: 16,
      Maltese: 16,
      Romanian: 16,
      Slovak: 16,
      Swiss: 16,
    };
    for (const [demonym, age] of Object.entries(expected)) {
      const nationality = NATIONALITIES.find((candidate) => candidate.name === demonym);
      expect(nationality, demonym).toBeDefined();
      expect(ageOfConsent(nationality?.code)).toBe(age);
    }
    expect(ageOfConsent(nationalityByCode('GB')?.code)).toBe(13);
  });
});

describe('ageOn', () => {
  const now = new Date('2025-06-15T12:00:00Z');

  it('counts full years, turning a year older on the birthday', () => {
    expect(ageOn('2010-06-15', now)).toBe(15);
    expect(ageOn('2010-06-16', now)).toBe(14);
    expect(ageOn(new Date('2010-01-01T00:00:00Z'), now)).toBe(15);
  });

  it('refuses impossible or malformed dates', () => {
    expect(ageOn('2010-02-30', now)).toBeNull();
    expect(ageOn('15/06/2010', now)).toBeNull();
    expect(ageOn(new Date('nope'), now)).toBeNull();
  });
});

describe('needsConsentConfirmation', () => {
  const now = new Date('2025-06-15T12:00:00Z');

  it('compares an age with the threshold of the nationality', () => {
    expect(needsConsentConfirmation(14, 'FR')).toBe(true);
    expect(needsConsentConfirmation(15, 'FR')).toBe(false);
    expect(needsConsentConfirmation(12, null)).toBe(true);
    expect(needsConsentConfirmation(13, null)).toBe(false);
    expect(needsConsentConfirmation(15, 'GB', { universityFixedAt16: true })).toBe(true);
  });

  it('works from a birth date', () => {
    expect(needsConsentConfirmation('2009-06-16', 'DE', { now })).toBe(true);
    expect(needsConsentConfirmation('2009-06-15', 'DE', { now })).toBe(false);
  });

  it('asks for confirmation when the birth date cannot be read', () => {
    expect(needsConsentConfirmation('not a date', 'GB', { now })).toBe(true);
    expect(needsConsentConfirmation(Number.NaN, 'GB')).toBe(true);
  });
});
