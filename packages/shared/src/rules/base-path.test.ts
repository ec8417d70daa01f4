import { describe, expect, it } from 'vitest';
import { isCommunityPath, parseBase, parsePathId, widgetScope } from './base-path';

describe('parseBase', () => {
  it('reads a university base', () => {
    expect(parseBase('/1')).toEqual({ kind: 'university', universityId: 1, base: '/1', rest: '' });
    expect(parseBase('/12/chat-to-us/anna-lee-3')).toEqual({
      kind: 'university',
      universityId: 12,
      base: '/12',
      rest: '/chat-to-us/anna-lee-3',
    });
  });

  it('reads a group base', () => {
    expect(parseBase('/group/2/faq/why-here-5')).toEqual({
      kind: 'group',
      groupId: 2,
      base: '/group/2',
      rest: '/faq/why-here-5',
    });
  });

  it('ignores trailing slashes, a query and a hash', () => {
    expect(parseBase('/1/')?.base).toBe('/1');
    expect(parseBase('/group/3?user_id=4#top')?.base).toBe('/group/3');
  });

  it('accepts the largest integer id', () => {
    expect(parseBase('/2147483647')?.base).toBe('/2147483647');
  });

  it.each([
    '',
    '/',
    '/0',
    '/01',
    '/-1',
    '/1.5',
    '/1e3',
    '/2147483648',
    '/99999999999',
    '/abc',
    '/group',
    '/group/',
    '/group/0',
    '/group/abc',
    '/group/007',
    '/interaction/dialogs',
  ])('refuses %j', (path) => {
    expect(parseBase(path)).toBeNull();
  });
});

describe('parsePathId', () => {
  it('accepts pure digits only', () => {
    expect(parsePathId('42')).toBe(42);
    expect(parsePathId(' 42')).toBeNull();
    expect(parsePathId('+42')).toBeNull();
    expect(parsePathId(undefined)).toBeNull();
  });
});

describe('widgetScope', () => {
  it('gives the universityId or groupId of the base', () => {
    const university = parseBase('/7');
    const group = parseBase('/group/9');
    if (!university || !group) throw new Error('bases should parse');
    expect(widgetScope(university)).toEqual({ universityId: 7 });
    expect(widgetScope(group)).toEqual({ groupId: 9 });
  });
});

describe('isCommunityPath', () => {
  it('matches the community area by its fragment', () => {
    expect(isCommunityPath('/1/community/spaces')).toBe(true);
    expect(isCommunityPath('/1/communities')).toBe(true);
    expect(isCommunityPath('/1/interaction/dialogs')).toBe(false);
  });
});
