import { describe, expect, it } from 'vitest';
import {
  idListSchema,
  idParamSchema,
  mediaUrlSchema,
  paginationSchema,
  scopeQuerySchema,
  slugParamSchema,
  subjectsQuerySchema,
} from './common';

describe('idParamSchema', () => {
  it('coerces a path id to a number', () => {
    expect(idParamSchema.parse({ id: '12' })).toEqual({ id: 12 });
    expect(idParamSchema.parse({ id: '2147483647' })).toEqual({ id: 2147483647 });
  });

  it.each(['0', '-1', '1.5', 'abc', '', '2147483648', '9'.repeat(30)])('refuses %j', (id) => {
    expect(idParamSchema.safeParse({ id }).success).toBe(false);
  });
});

describe('paginationSchema', () => {
  it('defaults to the first 10', () => {
    expect(paginationSchema.parse({})).toEqual({ limit: 10, offset: 0 });
  });

  it('accepts query-string numbers within bounds', () => {
    expect(paginationSchema.parse({ limit: '50', offset: '20' })).toEqual({
      limit: 50,
      offset: 20,
    });
  });

  it('refuses out-of-range limits and offsets', () => {
    for (const query of [{ limit: 0 }, { limit: 51 }, { offset: -1 }, { limit: 'ten' }]) {
      expect(paginationSchema.safeParse(query).success).toBe(false);
    }
  });
});

describe('idListSchema', () => {
  it('accepts a list, a single id or a comma-separated string', () => {
    expect(idListSchema.parse([1, '2'])).toEqual([1, 2]);
    expect(idListSchema.parse('1,2,3')).toEqual([1, 2, 3]);
    expect(idListSchema.parse(7)).toEqual([7]);
    expect(idListSchema.parse('')).toEqual([]);
  });

  it('refuses more than 200 ids and bad ids', () => {
    const ids = Array.from({ length: 201 }, (_, i) => i + 1);
    expect(idListSchema.safeParse(ids.slice(0, 200)).success).toBe(true);
    expect(idListSchema.safeParse(ids).success).toBe(false);
    expect(idListSchema.safeParse([1, -2]).success).toBe(false);
    expect(idListSchema.safeParse('1,,2').success).toBe(false);
  });
});

describe('scopeQuerySchema', () => {
  it('needs a university or a group', () => {
    expect(scopeQuerySchema.parse({ universityId: '1' })).toEqual({ universityId: 1 });
    expect(scopeQuerySchema.parse({ groupId: 2 })).toEqual({ groupId: 2 });
    const missing = scopeQuerySchema.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('Either universityId or groupId is required.');
  });
});

describe('subjectsQuerySchema', () => {
  it('pages subjects by 50', () => {
    expect(subjectsQuerySchema.parse({})).toEqual({ offset: 0, limit: 50 });
    expect(subjectsQuerySchema.safeParse({ limit: 51 }).success).toBe(false);
  });
});

describe('slugParamSchema and mediaUrlSchema', () => {
  it('bound slugs', () => {
    expect(slugParamSchema.safeParse({ slug: 'open-day-3' }).success).toBe(true);
    expect(slugParamSchema.safeParse({ slug: 'x'.repeat(201) }).success).toBe(false);
  });

  it('accept http(s) URLs and same-origin paths only', () => {
    expect(mediaUrlSchema.safeParse('https://cdn.example.com/a.png').success).toBe(true);
    expect(mediaUrlSchema.safeParse('/storage/avatars/a.png').success).toBe(true);
    expect(mediaUrlSchema.safeParse('//evil.example/a.png').success).toBe(false);
    expect(mediaUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
  });
});
