import { describe, expect, it } from 'vitest';
import { brandContrast, MIN_BRAND_CONTRAST } from './brand-contrast';

describe('brandContrast', () => {
  it('passes a dark brand colour', () => {
    const result = brandContrast('#1D3C6E');
    expect(result?.isLow).toBe(false);
    expect(result?.onPage).toBeGreaterThanOrEqual(MIN_BRAND_CONTRAST);
  });

  it('warns about a pale colour that is hard to read on the white page', () => {
    const result = brandContrast('#FFE08A');
    expect(result?.isLow).toBe(true);
    expect(result?.onPage).toBeLessThan(MIN_BRAND_CONTRAST);
  });

  it('reads the short form and refuses what is not a colour', () => {
    expect(brandContrast('#000')?.onPage).toBe(21);
    expect(brandContrast('orange')).toBeNull();
  });
});
