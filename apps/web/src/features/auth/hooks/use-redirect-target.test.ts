import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './use-redirect-target';

describe('safeRedirectPath', () => {
  it('accepts a path of this site', () => {
    expect(safeRedirectPath('/1/chat-to-us/maya-3?tab=posts')).toBe(
      '/1/chat-to-us/maya-3?tab=posts',
    );
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'chat', 42, null])(
    'refuses %s',
    (value) => {
      expect(safeRedirectPath(value)).toBeNull();
    },
  );

  it('never sends someone back to the sign-in or sign-up screen', () => {
    expect(safeRedirectPath('/1/interaction/sign-in')).toBeNull();
    expect(safeRedirectPath('/group/2/interaction/sign-up?x=1')).toBeNull();
  });
});
