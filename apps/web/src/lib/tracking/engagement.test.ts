import { describe, expect, it } from 'vitest';
import { engagementFromPath, engagementOf } from './engagement';

describe('engagementFromPath (spec §3 engagementData)', () => {
  it('names the item a widget path shows', () => {
    expect(engagementFromPath('/1/chat-to-us/maya-lopez-12')).toEqual({ id: 12, type: 'user' });
    expect(engagementFromPath('/group/3/posts/our-campus-7')).toEqual({ id: 7, type: 'post' });
    expect(engagementFromPath('/1/faq/how-do-i-apply-4')).toEqual({ id: 4, type: 'faq' });
    expect(engagementFromPath('/1/interaction/dialogs/9')).toEqual({ id: 9, type: 'group-chat' });
    expect(engagementFromPath('/1/chat-to-us/university-data')).toEqual({
      id: 1,
      type: 'university',
    });
    expect(engagementFromPath('/group/3/chat-to-us/university-data/2')).toEqual({
      id: 2,
      type: 'university',
    });
  });

  it('names nothing for lists, the home, other screens and bad ids', () => {
    for (const path of [
      '/1',
      '/1/posts',
      '/1/faq',
      '/1/chat-to-us',
      '/1/interaction/dialogs',
      '/1/interaction/sign-up',
      '/group/3/chat-to-us/university-data',
      '/1/posts/no-id-here',
      '/1/interaction/dialogs/0',
      '/about',
    ]) {
      expect(engagementFromPath(path), path).toBeNull();
    }
  });
});

describe('engagementOf', () => {
  it('accepts only a positive id and a known type', () => {
    expect(engagementOf({ id: 3, type: 'post' })).toEqual({ id: 3, type: 'post' });
    expect(engagementOf({ id: 3, type: 'page' })).toBeNull();
    expect(engagementOf({ id: -1, type: 'post' })).toBeNull();
    expect(engagementOf('post')).toBeNull();
  });
});
