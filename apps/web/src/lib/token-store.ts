/**
 * Where access and refresh tokens live. The main widget account and the community account are
 * separate accounts (spec §2), so their tokens are kept apart.
 */
export type TokenScope = 'main' | 'community';

export type TokenPair = { token: string; refreshToken?: string | null };

export type TokenStore = {
  getToken(scope: TokenScope): string | null;
  getRefreshToken(scope: TokenScope): string | null;
  setTokens(scope: TokenScope, pair: TokenPair): void;
  clear(scope: TokenScope): void;
  /** A stable id of this browser, sent with community token refreshes (spec §7). */
  fingerprint(): string;
};

const KEYS = {
  main: { token: 'quad.token', refreshToken: 'quad.refreshToken' },
  community: { token: 'quad.communityToken', refreshToken: 'quad.communityRefreshToken' },
} as const;
const FINGERPRINT_KEY = 'accountFingerprint';

// crypto.randomUUID needs a secure context; getRandomValues works on plain http too.
function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The scope whose token a call uses: the community area is any path containing 'communit'. */
export function scopeForPath(path: string): TokenScope {
  return path.includes('communit') ? 'community' : 'main';
}

/**
 * Storage that survives a browser refusing localStorage: third-party iframes in some browsers
 * throw on access, and the widget is usually such an iframe. Tokens then last for the page only.
 */
function safeStorage(
  storage: Storage | undefined,
): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const memory = new Map<string, string>();
  const fallback = {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  };
  if (!storage) return fallback;
  try {
    const probe = '__quad_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return fallback;
  }
}

/** A token store over the given Web Storage (localStorage in the app). */
export function createTokenStore(storage?: Storage): TokenStore {
  const store = safeStorage(storage);
  return {
    getToken: (scope) => store.getItem(KEYS[scope].token),
    getRefreshToken: (scope) => store.getItem(KEYS[scope].refreshToken),
    setTokens(scope, { token, refreshToken }) {
      store.setItem(KEYS[scope].token, token);
      if (refreshToken) store.setItem(KEYS[scope].refreshToken, refreshToken);
    },
    clear(scope) {
      store.removeItem(KEYS[scope].token);
      store.removeItem(KEYS[scope].refreshToken);
    },
    fingerprint() {
      let value = store.getItem(FINGERPRINT_KEY);
      if (!value) {
        value = `${randomHex(16)}-${Date.now().toString(36)}`;
        store.setItem(FINGERPRINT_KEY, value);
      }
      return value;
    },
  };
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export const tokenStore = createTokenStore(browserStorage());
