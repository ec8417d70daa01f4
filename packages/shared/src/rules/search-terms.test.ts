import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERMS } from '../limits';
import { splitSearchTerms, tooManySearchTerms } from './search-terms';

describe('splitSearchTerms', () => {
  it('splits a search box value on commas and trims each term', () => {
    expect(splitSearchTerms(' law , medicine,  computer   science ')).toEqual([
      'law',
      'medicine',
      'computer science',
    ]);
  });

  it('keeps each chip of a list as one term', () => {
    expect(splitSearchTerms(['  Computer Science ', 'Law'])).toEqual(['Computer Science', 'Law']);
  });

  it('drops empty terms', () => {
    expect(splitSearchTerms(' , ,, ')).toEqual([]);
    expect(splitSearchTerms(['', '   '])).toEqual([]);
    expect(splitSearchTerms('')).toEqual([]);
  });

  it('removes duplicates ignoring case and keeps the first spelling', () => {
    expect(splitSearchTerms(['Law', 'law', ' LAW ', 'Zoë', 'zoë'])).toEqual(['Law', 'Zoë']);
  });
});

describe('tooManySearchTerms', () => {
  it('allows up to 10 terms', () => {
    const ten = Array.from({ length: MAX_SEARCH_TERMS }, (_, i) => `t${i}`);
    expect(tooManySearchTerms(ten)).toBe(false);
    expect(tooManySearchTerms([...ten, 'one more'])).toBe(true);
    expect(tooManySearchTerms([])).toBe(false);
  });

  it('counts distinct terms, so repeats do not use up the limit', () => {
    const repeated = Array.from({ length: 15 }, (_, i) => `t${i % 5}`);
    expect(tooManySearchTerms(splitSearchTerms(repeated))).toBe(false);
  });
});
