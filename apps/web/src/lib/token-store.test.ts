import { describe, expect, it } from 'vitest';
import { createTokenStore, scopeForPath } from './token-store';

describe('token store', () => {
  it('keeps the main and community tokens apart', () => {
    const tokens = createTokenStore(window.localStorage);
    tokens.setTokens('main', { token: 'm', refreshToken: 'mr' });
    tokens.setTokens('community', { token: 'c', refreshToken: 'cr' });
    tokens.clear('community');
    expect(tokens.getToken('main')).toBe('m');
    expect(tokens.getToken('community')).toBeNull();
  });

  it('keeps tokens in memory only: nothing of them reaches Web Storage', () => {
    const tokens = createTokenStore(window.localStorage);
    tokens.setTokens('main', { token: 'secret-access', refreshToken: 'secret-refresh' });
    const stored = JSON.stringify({ ...window.localStorage, ...window.sessionStorage });
    expect(stored).not.toContain('secret-access');
    expect(stored).not.toContain('secret-refresh');
    // A new page (a new store over the same storage) starts without a token.
    expect(createTokenStore(window.localStorage).getToken('main')).toBeNull();
  });

  it('tells subscribers of each change of token or status, and only of changes', () => {
    const tokens = createTokenStore(window.localStorage);
    let calls = 0;
    const stop = tokens.subscribe(() => (calls += 1));
    tokens.setTokens('main', { token: 'a' });
    tokens.setTokens('main', { token: 'a' });
    tokens.setStatus('restoring');
    tokens.clear('main');
    tokens.clear('main');
    stop();
    tokens.setTokens('main', { token: 'b' });
    expect(calls).toBe(3);
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
