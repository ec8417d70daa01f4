import { describe, expect, it } from 'vitest';
import { randomSeed } from './random-seed';

describe('randomSeed', () => {
  it('draws seven lowercase letters or digits, a new one each time', () => {
    const seeds = new Set(Array.from({ length: 20 }, () => randomSeed()));
    for (const seed of seeds) expect(seed).toMatch(/^[a-z0-9]{7}$/);
    expect(seeds.size).toBeGreaterThan(15);
  });
});
