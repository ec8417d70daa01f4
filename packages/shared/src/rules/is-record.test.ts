import { describe, expect, it } from 'vitest';
import { isRecord } from './is-record';

describe('isRecord', () => {
  it('is true for objects with fields and false for arrays, null and plain values', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ base: '/1' })).toBe(true);
    for (const value of [[], [1], null, undefined, 'text', 7, true]) {
      expect(isRecord(value), JSON.stringify(value)).toBe(false);
    }
  });
});
