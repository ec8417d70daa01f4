import { describe, expect, it } from 'vitest';
import { replyTimeOf } from './ambassador-facts';

describe('replyTimeOf', () => {
  it('puts the median reply time in human steps, and none without one', () => {
    const at = (seconds: number | null | undefined) => replyTimeOf({ reply_time_seconds: seconds });
    expect(at(undefined)).toBeNull();
    expect(at(null)).toBeNull();
    expect(at(90)).toBe('hour');
    expect(at(60 * 60)).toBe('hour');
    expect(at(60 * 60 + 1)).toBe('fewHours');
    expect(at(4 * 60 * 60)).toBe('fewHours');
    expect(at(10 * 60 * 60)).toBe('day');
    expect(at(3 * 24 * 60 * 60)).toBe('days');
  });
});
