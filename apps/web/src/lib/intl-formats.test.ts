import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, relativeTimeFormat } from './intl-formats';

describe('formatters made once', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    const long = dateTimeFormat('fr', { dateStyle: 'long' });
    expect(dateTimeFormat('fr', { dateStyle: 'long' })).toBe(long);
    expect(dateTimeFormat('de', { dateStyle: 'long' })).not.toBe(long);
    expect(dateTimeFormat('fr', { dateStyle: 'short' })).not.toBe(long);
    expect(long.format(new Date(Date.UTC(2026, 10, 28, 12)))).toBe('28 novembre 2026');
    expect(listFormat('en', { type: 'conjunction' }).format(['Ana', 'Ben', 'Cai'])).toBe(
      'Ana, Ben, and Cai',
    );
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
  });
});
