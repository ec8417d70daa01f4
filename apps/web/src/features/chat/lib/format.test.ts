import { describe, expect, it } from 'vitest';
import { daysAgo, formatListTime, formatMonth } from './format';

describe('chat dates', () => {
  const now = new Date(2026, 2, 5, 15, 0);

  it('counts calendar days, not 24-hour periods', () => {
    expect(daysAgo(new Date(2026, 2, 5, 0, 1), now)).toBe(0);
    expect(daysAgo(new Date(2026, 2, 4, 23, 59), now)).toBe(1);
  });

  it('shows a time today, a weekday this week and a date before that in the list', () => {
    expect(formatListTime(new Date(2026, 2, 5, 9, 30).toISOString(), now)).toMatch(/9:30/);
    expect(formatListTime(new Date(2026, 2, 2, 9, 30).toISOString(), now)).toBe('Mon');
    expect(formatListTime(new Date(2026, 1, 2, 9, 30).toISOString(), now)).toBe('Feb 2');
  });

  it('names the month a prospect wants to start', () => {
    expect(formatMonth('2026-09-01')).toBe('September 2026');
    expect(formatMonth('next year')).toBe('next year');
  });
});
