import { describe, expect, it } from 'vitest';
import { parseBase } from '@quad/shared/rules/base-path';
import { contentListBody, hasCriteria, NO_CRITERIA } from './content-criteria';

const university = { base: parseBase('/1')!, prefilterItems: [] };
const group = { base: parseBase('/group/4')!, prefilterItems: ['engineering'] };

describe('contentListBody', () => {
  it('scopes a university widget by universityId and a group widget by groupId', () => {
    expect(contentListBody(university, NO_CRITERIA)).toEqual({ universityId: 1 });
    expect(contentListBody(group, NO_CRITERIA)).toEqual({
      groupId: 4,
      prefilterItems: ['engineering'],
    });
  });

  it('sends fixed filters as their id lists and custom filter names as search terms', () => {
    const body = contentListBody(group, {
      searchItems: ['rowing'],
      filters: {
        _countries: ['160', '105'],
        _subject: ['43'],
        account_type: ['3'],
        university_countries: ['235'],
        group_universities: ['2'],
        clubs: ['Chess', 'rowing'],
      },
    });
    expect(body).toMatchObject({
      groupId: 4,
      countryIds: [160, 105],
      subjectIds: [43],
      profileTypeIds: [3],
      groupCountryIds: [235],
      universityIds: [2],
      searchItems: ['rowing', 'Chess'],
    });
  });

  it('drops values that are not ids and filters with nothing chosen', () => {
    expect(
      contentListBody(university, {
        searchItems: [],
        filters: { _subject: ['x', ''], _countries: [] },
      }),
    ).toEqual({ universityId: 1 });
  });

  it('adds paging and order', () => {
    expect(contentListBody(university, NO_CRITERIA, { limit: 8, offset: 16 })).toEqual({
      universityId: 1,
      limit: 8,
      offset: 16,
    });
  });
});

describe('hasCriteria', () => {
  it('is true for a search or any chosen filter value', () => {
    expect(hasCriteria(NO_CRITERIA)).toBe(false);
    expect(hasCriteria({ searchItems: [], filters: { _subject: [] } })).toBe(false);
    expect(hasCriteria({ searchItems: ['law'], filters: {} })).toBe(true);
    expect(hasCriteria({ searchItems: [], filters: { _subject: ['1'] } })).toBe(true);
  });
});
