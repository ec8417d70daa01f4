import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, isMobileWidth, pageSizeForWidth } from './page-size';

describe('pageSizeForWidth', () => {
  it.each([
    [320, 4],
    [650, 4],
    [651, 6],
    [900, 6],
    [901, 9],
    [1300, 9],
    [1301, 8],
    [2560, 8],
    [0, 4],
  ])('width %i shows %i items', (width, size) => {
    expect(pageSizeForWidth(width)).toBe(size);
  });

  it('treats fractional widths by the same thresholds', () => {
    expect(pageSizeForWidth(650.5)).toBe(6);
    expect(pageSizeForWidth(1300.5)).toBe(8);
  });
});

describe('isMobileWidth', () => {
  it('is mobile up to and including 750 px', () => {
    expect(isMobileWidth(390)).toBe(true);
    expect(isMobileWidth(750)).toBe(true);
    expect(isMobileWidth(751)).toBe(false);
  });
});

describe('isMobileUserAgent', () => {
  it('recognises phones and tablets', () => {
    expect(
      isMobileUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      ),
    ).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile')).toBe(
      true,
    );
    expect(isMobileUserAgent('Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1) Edge/15')).toBe(true);
  });

  it('does not flag desktop browsers', () => {
    expect(
      isMobileUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120'),
    ).toBe(false);
    expect(isMobileUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15')).toBe(
      false,
    );
  });
});
