import { describe, expect, it } from 'vitest';
import { DEFAULT_NATIONALITY_ID } from '../limits';
import { PROFILE_TYPES } from '../roles';
import { ACADEMIC_LEVELS } from './academic-levels';
import { ADMISSION_STAGES } from './admission-stages';
import { COUNTRIES, countryByCode, countryById } from './countries';
import {
  NATIONALITIES,
  defaultNationality,
  nationalityByCode,
  nationalityById,
} from './nationalities';
import { PROFILE_TYPE_LIST, profileTypeById, profileTypeByKey } from './profile-types';
import { SUBJECTS, subjectById } from './subjects';

function expectSequentialIds(items: readonly { id: number }[]) {
  expect(items.map((item) => item.id)).toEqual(items.map((_, index) => index + 1));
}

function expectAlphabetical(items: readonly { name: string }[]) {
  const names = items.map((item) => item.name);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
}

function expectUnique(values: readonly unknown[]) {
  expect(new Set(values).size).toBe(values.length);
}

describe('countries', () => {
  it('lists all 249 ISO 3166-1 countries with unique alpha-2 codes', () => {
    expect(COUNTRIES).toHaveLength(249);
    for (const country of COUNTRIES) expect(country.code).toMatch(/^[A-Z]{2}$/);
    expectUnique(COUNTRIES.map((country) => country.code));
    expectUnique(COUNTRIES.map((country) => country.name));
  });

  it('numbers them 1..n in alphabetical order of name', () => {
    expectSequentialIds(COUNTRIES);
    expectAlphabetical(COUNTRIES);
  });

  it('keeps ids stable', () => {
    expect(countryById(1)).toEqual({ id: 1, name: 'Afghanistan', code: 'AF' });
    expect(countryByCode('gb')).toEqual({ id: 235, name: 'United Kingdom', code: 'GB' });
    expect(countryByCode('DE')?.id).toBe(84);
    expect(countryById(249)?.code).toBe('ZW');
    expect(countryById(250)).toBeUndefined();
  });
});

describe('nationalities', () => {
  it('has one per country, with the same id, order and code', () => {
    expect(NATIONALITIES).toHaveLength(COUNTRIES.length);
    NATIONALITIES.forEach((nationality, index) => {
      const country = COUNTRIES[index];
      expect(nationality.id).toBe(country?.id);
      expect(nationality.code).toBe(country?.code);
      expect(countryById(nationality.id)?.code).toBe(nationality.code);
    });
  });

  it('uses distinct demonyms', () => {
    expectUnique(NATIONALITIES.map((nationality) => nationality.name));
    expect(nationalityByCode('GB')?.name).toBe('British');
    expect(nationalityByCode('de')?.name).toBe('German');
    expect(nationalityByCode('NL')?.name).toBe('Dutch');
    expect(nationalityByCode('US')?.name).toBe('American');
  });

  it('contains the default nationality of single sign-on', () => {
    expect(nationalityById(DEFAULT_NATIONALITY_ID)).toBeDefined();
    expect(defaultNationality()).toEqual({ id: 41, name: 'Cape Verdean', code: 'CV' });
  });
});

describe('subjects', () => {
  it('has about 150 subjects, numbered 1..n alphabetically, without duplicates', () => {
    expect(SUBJECTS.length).toBeGreaterThanOrEqual(150);
    expectSequentialIds(SUBJECTS);
    expectAlphabetical(SUBJECTS);
    expectUnique(SUBJECTS.map((subject) => subject.name));
    expect(subjectById(1)?.name).toBe('Accounting');
  });
});

describe('profile types', () => {
  it('covers the four keys of spec §3 in order with stable ids', () => {
    expect(PROFILE_TYPE_LIST.map((type) => type.key)).toEqual([...PROFILE_TYPES]);
    expectSequentialIds(PROFILE_TYPE_LIST);
    expect(profileTypeByKey('school_student')).toEqual({
      id: 4,
      key: 'school_student',
      name: 'School student',
    });
    expect(profileTypeById(2)?.key).toBe('alumni');
  });
});

describe('admission stages and academic levels', () => {
  it('are numbered 1..n with unique names', () => {
    for (const list of [ADMISSION_STAGES, ACADEMIC_LEVELS]) {
      expectSequentialIds(list);
      expectUnique(list.map((item) => item.name));
    }
    expect(ADMISSION_STAGES.map((stage) => stage.name)).toEqual([
      'Researching',
      'Visiting',
      'Applied',
      'Offer received',
      'Accepted offer',
      'Enrolled',
    ]);
    expect(ACADEMIC_LEVELS.map((level) => level.name)).toEqual([
      'Undergraduate',
      'Postgraduate taught',
      'Postgraduate research',
      'Foundation',
      'Exchange',
    ]);
  });
});
