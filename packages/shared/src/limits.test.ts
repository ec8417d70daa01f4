import { describe, expect, it } from 'vitest';
import {
  AVATAR_PALETTE,
  DEFAULT_AVATAR_COLOR,
  HOME_LIMITS,
  MAX_PREFILTER_ITEMS,
  MAX_SEARCH_TERMS,
  SEARCH_TERMS_MESSAGE,
  SUPPORTED_LANGUAGES,
  THROTTLE_MS,
} from './limits';

describe('limits', () => {
  it('spells the search-term message exactly as spec §5', () => {
    expect(SEARCH_TERMS_MESSAGE).toBe('You can use up to 10 search terms at the same time.');
    expect(SEARCH_TERMS_MESSAGE).toContain(String(MAX_SEARCH_TERMS));
    expect(MAX_PREFILTER_ITEMS).toBe(MAX_SEARCH_TERMS);
  });

  it('lists about 58 distinct ISO 639-1 languages, English first', () => {
    expect(SUPPORTED_LANGUAGES[0]).toBe('en');
    expect(SUPPORTED_LANGUAGES).toHaveLength(58);
    expect(new Set(SUPPORTED_LANGUAGES).size).toBe(SUPPORTED_LANGUAGES.length);
    for (const code of SUPPORTED_LANGUAGES) expect(code).toMatch(/^[a-z]{2}$/);
  });

  it('keeps the default avatar colour in the palette', () => {
    expect(AVATAR_PALETTE).toContain(DEFAULT_AVATAR_COLOR);
  });

  it('defers each refetch after its throttle window', () => {
    expect(THROTTLE_MS.messageRefetchDeferred).toBeGreaterThan(THROTTLE_MS.messageRefetch);
    expect(THROTTLE_MS.dialogListDeferred).toBeGreaterThan(THROTTLE_MS.dialogList);
  });

  it('has the home limits of spec §9', () => {
    expect(HOME_LIMITS).toMatchObject({ users: 4, posts: 4, faqs: 5, liveStreams: 4, forum: 5 });
  });
});
