import { describe, expect, it } from 'vitest';
import { AVATAR_PALETTE, DEFAULT_AVATAR_COLOR } from '../limits';
import { avatarColorFor, initials } from './avatar-color';

describe('avatarColorFor', () => {
  it('gives the same colour for the same user every time', () => {
    expect(avatarColorFor(42)).toBe(avatarColorFor(42));
  });

  it('spreads consecutive ids over the whole palette', () => {
    const colours = [1, 2, 3, 4, 5].map(avatarColorFor);
    expect(new Set(colours)).toEqual(new Set(AVATAR_PALETTE));
    expect(avatarColorFor(6)).toBe(avatarColorFor(1));
  });

  it('uses the default colour without a usable id', () => {
    expect(avatarColorFor(null)).toBe(DEFAULT_AVATAR_COLOR);
    expect(avatarColorFor(undefined)).toBe(DEFAULT_AVATAR_COLOR);
    expect(avatarColorFor(Number.NaN)).toBe(DEFAULT_AVATAR_COLOR);
    expect(avatarColorFor(1.5)).toBe(DEFAULT_AVATAR_COLOR);
  });

  it('stays within the palette for negative ids', () => {
    expect(AVATAR_PALETTE).toContain(avatarColorFor(-3));
  });
});

describe('initials', () => {
  it('takes the first letters of first and last name, uppercased', () => {
    expect(initials('anna', 'lee')).toBe('AL');
    expect(initials('Zoë', 'Müller')).toBe('ZM');
    expect(initials('élodie', 'Ørsted')).toBe('ÉØ');
  });

  it('keeps a letter with its combining accent together', () => {
    expect(initials('e\u0301mile', 'zola')).toBe('E\u0301Z');
  });

  it('uses the first and last word of the name when there is no last name', () => {
    expect(initials('Anna Maria Lee')).toBe('AL');
    expect(initials('Anna', '')).toBe('A');
    expect(initials('  ', null)).toBe('');
    expect(initials(null)).toBe('');
  });
});
