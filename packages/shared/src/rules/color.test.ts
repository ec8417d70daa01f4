import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIMARY_COLOR } from '../limits';
import {
  NEAR_BLACK,
  WHITE,
  contrastRatio,
  isHexColor,
  mix,
  normalizeHex,
  primaryPalette,
  readableTextColor,
} from './color';

describe('isHexColor', () => {
  it('accepts #rgb and #rrggbb in any case', () => {
    expect(isHexColor('#abc')).toBe(true);
    expect(isHexColor('#FF5100')).toBe(true);
    expect(isHexColor('#ff5100')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of ['FF5100', '#ff51', '#ff51000', '#ggg', 'red', '', null, 0xff5100]) {
      expect(isHexColor(value)).toBe(false);
    }
  });
});

describe('normalizeHex', () => {
  it('expands short colours and uppercases', () => {
    expect(normalizeHex('#abc')).toBe('#AABBCC');
    expect(normalizeHex(' #ff5100 ')).toBe('#FF5100');
  });

  it('throws on a value that is not a hex colour', () => {
    expect(() => normalizeHex('orange')).toThrow(RangeError);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FF5100', '#ff5100')).toBe(1);
  });

  it('matches the WCAG values for the default primary colour', () => {
    expect(contrastRatio(DEFAULT_PRIMARY_COLOR, WHITE)).toBeCloseTo(3.27, 2);
    expect(contrastRatio(DEFAULT_PRIMARY_COLOR, NEAR_BLACK)).toBeCloseTo(5.78, 2);
  });

  it('knows #777777 on white just misses AA', () => {
    expect(contrastRatio('#777777', WHITE)).toBeCloseTo(4.48, 2);
  });
});

describe('readableTextColor', () => {
  it('puts near-black on #FF5100, which passes AA where white would not', () => {
    expect(readableTextColor('#FF5100')).toBe(NEAR_BLACK);
    expect(contrastRatio('#FF5100', readableTextColor('#FF5100'))).toBeGreaterThanOrEqual(4.5);
  });

  it('puts near-black on yellow and white on dark colours', () => {
    expect(readableTextColor('#FFFF00')).toBe(NEAR_BLACK);
    expect(contrastRatio('#FFFF00', NEAR_BLACK)).toBeGreaterThan(15);
    expect(readableTextColor('#000080')).toBe(WHITE);
    expect(readableTextColor('#4f608f')).toBe(WHITE);
  });
});

describe('mix', () => {
  it('moves a colour towards another by the weight', () => {
    expect(mix('#000000', '#FFFFFF', 0)).toBe('#000000');
    expect(mix('#000000', '#FFFFFF', 1)).toBe('#FFFFFF');
    expect(mix('#000000', '#FFFFFF', 0.5)).toBe('#808080');
  });

  it('clamps the weight to 0..1', () => {
    expect(mix('#000', '#fff', 2)).toBe('#FFFFFF');
    expect(mix('#000', '#fff', -1)).toBe('#000000');
  });
});

describe('primaryPalette', () => {
  it('derives hover, pressed, tint and text colour of #FF5100', () => {
    expect(primaryPalette('#ff5100')).toEqual({
      primary: '#FF5100',
      hover: '#E64900',
      pressed: '#CC4100',
      tint: '#FFEEE6',
      onPrimary: NEAR_BLACK,
    });
  });

  it('makes hover darker than primary and pressed darker still', () => {
    const palette = primaryPalette('#1fa14f');
    expect(contrastRatio(palette.hover, WHITE)).toBeGreaterThan(
      contrastRatio(palette.primary, WHITE),
    );
    expect(contrastRatio(palette.pressed, WHITE)).toBeGreaterThan(
      contrastRatio(palette.hover, WHITE),
    );
    expect(contrastRatio(palette.tint, WHITE)).toBeLessThan(1.2);
  });

  it('falls back to the default colour when the setting is missing or invalid', () => {
    expect(primaryPalette(null).primary).toBe(DEFAULT_PRIMARY_COLOR);
    expect(primaryPalette('not-a-colour').primary).toBe(DEFAULT_PRIMARY_COLOR);
  });
});
