import { describe, expect, it } from 'vitest';
import { createTokenStore, scopeForPath } from './token-store';

describe('token store', () => {
  it('keeps the main and community tokens apart', () => {
    const tokens = createTokenStore(window.localStorage);
    tokens.setTokens('main', { token: 'm', refreshToken: 'mr' });
    tokens.setTokens('community', { token: 'c', refreshToken: 'cr' });
    tokens.clear('community');
    expect(tokens.getToken('main')).toBe('m');
    expect(tokens.getRefreshToken('main')).toBe('mr');
    expect(tokens.getToken('community')).toBeNull();
  });

  it('uses the community token for any path containing "communit"', () => {
    expect(scopeForPath('/community/dialogs/my')).toBe('community');
    expect(scopeForPath('/widget/communities')).toBe('community');
    expect(scopeForPath('/interactionSite/dialogs')).toBe('main');
  });

  it('still works, for the page only, when the browser refuses storage', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Denied', 'SecurityError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const tokens = createTokenStore(refusing);
    tokens.setTokens('main', { token: 'm' });
    expect(tokens.getToken('main')).toBe('m');
    expect(tokens.fingerprint()).toBe(tokens.fingerprint());
  });
});
