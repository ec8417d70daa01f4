import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, idFromSlugAndId, slugify, toSlugAndId } from './slug';

describe('slugify', () => {
  it('keeps accented letters of unicode names', () => {
    expect(slugify('Zoë Müller')).toBe('zoë-müller');
  });

  it('composes decomposed accents before filtering', () => {
    expect(slugify('Zoe\u0308 Mu\u0308ller')).toBe('zoë-müller');
  });

  it('keeps letters of non-Latin scripts', () => {
    expect(slugify('李小龙')).toBe('李小龙');
    expect(slugify('Ольга Петрова')).toBe('ольга-петрова');
  });

  it('keeps digits, apostrophes, hyphens and connector punctuation', () => {
    expect(slugify("O'Brien's snake_case: Mary-Jane 101")).toBe(
      "o'brien's-snake_case-mary-jane-101",
    );
    expect(slugify('tie\u2040word')).toBe('tie\u2040word');
  });

  it('drops other punctuation, symbols and emoji', () => {
    expect(slugify('Anna & Lee! 🎓 (MSc) #1, 50%')).toBe('anna-lee-msc-1-50');
  });

  it('turns runs of whitespace into one hyphen and trims the ends', () => {
    expect(slugify('  Anna \t\n  Lee  ')).toBe('anna-lee');
  });

  it('does not leave a hyphen where dropped characters stood between spaces', () => {
    expect(slugify('Anna - & - Lee')).toBe('anna-lee');
    expect(slugify('- Anna -')).toBe('anna');
  });

  it('lowercases', () => {
    expect(slugify('ÉLODIE DUPONT')).toBe('élodie-dupont');
  });

  it('is empty for an empty or symbol-only name', () => {
    expect(slugify('')).toBe('');
    expect(slugify('   ')).toBe('');
    expect(slugify('!!! ??? 🎓')).toBe('');
  });

  it('cuts a long name at the last word break before 37 characters', () => {
    const name = 'The Quick Brown Fox Jumps Over The Lazy Dog Again';
    expect(slugify(name)).toBe('the-quick-brown-fox-jumps-over-the');
  });

  it('never cuts in the middle of a word', () => {
    const name = 'Alexandria Konstantinopoulou-Papadopoulou Smith';
    const slug = slugify(name);
    expect(slug).toBe('alexandria');
    for (const word of slug.split('-')) expect(name.toLowerCase()).toContain(word);
  });

  it('keeps a name of exactly 37 characters whole', () => {
    const name = `${'a'.repeat(18)} ${'b'.repeat(18)}`;
    expect(name).toHaveLength(SLUG_MAX_LENGTH);
    expect(slugify(name)).toBe(`${'a'.repeat(18)}-${'b'.repeat(18)}`);
  });

  it('keeps the first 37 characters when a word ends exactly there', () => {
    const name = `${'a'.repeat(37)} more`;
    expect(slugify(name)).toBe('a'.repeat(37));
  });

  it('cuts a single word longer than 37 characters at 37', () => {
    expect(slugify('x'.repeat(50))).toBe('x'.repeat(37));
    expect(slugify(`${'y'.repeat(45)} tail`)).toBe('y'.repeat(37));
  });

  it('counts characters, not UTF-16 units, and cuts after dropping characters', () => {
    const name = `${'é'.repeat(20)} ${'ü'.repeat(16)} 🎓🎓🎓 tail`;
    expect(slugify(name)).toBe(`${'é'.repeat(20)}-${'ü'.repeat(16)}`);
  });
});

describe('toSlugAndId', () => {
  it('puts the slug first and the id last', () => {
    expect(toSlugAndId('Anna Lee', 12)).toBe('anna-lee-12');
  });

  it('is just the id when the name leaves no slug', () => {
    expect(toSlugAndId('🎓', 7)).toBe('7');
    expect(toSlugAndId('', 7)).toBe('7');
  });
});

describe('idFromSlugAndId', () => {
  it('reads the trailing id', () => {
    expect(idFromSlugAndId('anna-lee-12')).toBe(12);
    expect(idFromSlugAndId('room-101-5')).toBe(5);
  });

  it('accepts a bare id', () => {
    expect(idFromSlugAndId('42')).toBe(42);
  });

  it('round-trips what toSlugAndId writes', () => {
    for (const [name, id] of [
      ['Zoë Müller', 3],
      ['Class of 2024', 7],
      ["James'", 4],
      ['The Quick Brown Fox Jumps Over The Lazy Dog Again', 2147483647],
      ['', 1],
    ] as const) {
      expect(idFromSlugAndId(toSlugAndId(name, id))).toBe(id);
    }
  });

  it('refuses values without a positive id', () => {
    expect(idFromSlugAndId('anna-lee')).toBeNull();
    expect(idFromSlugAndId('')).toBeNull();
    expect(idFromSlugAndId('anna-0')).toBeNull();
    expect(idFromSlugAndId('anna-007')).toBeNull();
    expect(idFromSlugAndId('-3')).toBeNull();
    expect(idFromSlugAndId('anna--3')).toBeNull();
    expect(idFromSlugAndId('anna-1.5')).toBeNull();
  });

  it('refuses ids beyond the integer range', () => {
    expect(idFromSlugAndId('anna-2147483648')).toBeNull();
    expect(idFromSlugAndId('anna-99999999999')).toBeNull();
  });
});
