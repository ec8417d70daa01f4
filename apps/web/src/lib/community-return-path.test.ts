import { describe, expect, it } from 'vitest';
import { rememberCommunityPath, takeCommunityPath } from './community-return-path';

describe('the community previous path (spec §4)', () => {
  it('keeps a community screen once, for the next sign-in', () => {
    rememberCommunityPath('/group/3/community/dialogs/8');
    expect(takeCommunityPath()).toBe('/group/3/community/dialogs/8');
    expect(takeCommunityPath()).toBeNull();
  });

  it('keeps nothing at the community root, on its sign-in screens or outside it', () => {
    for (const path of ['/1/community', '/1/community/', '/1/community/sign-in', '/1/posts']) {
      rememberCommunityPath(path);
      expect(takeCommunityPath()).toBeNull();
    }
  });
});
