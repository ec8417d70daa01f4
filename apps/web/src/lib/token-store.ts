/**
 * Where the access tokens live: in memory only, never in Web Storage, so a script injected into
 * the page cannot carry a session away. The refresh token is the server's httpOnly cookie
 * (`quad_refresh` on the auth path), which restores the session on the next page load. The main
 * widget account and the community account are separate accounts (spec §2), kept apart.
 */
export type TokenScope = 'main' | 'community';

/** What login, registration and refresh answer; only the access token is kept. */
export type TokenPair = { token: string; refreshToken?: string | null };

/** Whether the session of the page is known yet: 'restoring' until the first refresh answers. */
export type SessionStatus = 'restoring' | 'ready';

export type TokenStore = {
  getToken(scope: TokenScope): string | null;
  setTokens(scope: TokenScope, pair: TokenPair): void;
  clear(scope: TokenScope): void;
  /** A stable id of this browser, sent with community token refreshes (spec §7). */
  fingerprint(): string;
  /** The main session's status, or the community one's with `'community'`. */
  status(scope?: TokenScope): SessionStatus;
  setStatus(status: SessionStatus, scope?: TokenScope): void;
  /** Called after every change of a token or of the status. */
  subscribe(listener: () => void): () => void;
};

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
 * throw on access, and the widget is usually such an iframe. Only the (non-secret) browser
 * fingerprint is stored there.
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

/** A token store in memory; `storage` (localStorage in the app) keeps the fingerprint only. */
export function createTokenStore(storage?: Storage): TokenStore {
  const store = safeStorage(storage);
  const tokens = new Map<TokenScope, string>();
  const listeners = new Set<() => void>();
  // The community session is unknown until the community area first asks its cookie.
  const statuses = new Map<TokenScope, SessionStatus>([
    ['main', 'ready'],
    ['community', 'restoring'],
  ]);
  const notify = () => listeners.forEach((listener) => listener());
  return {
    getToken: (scope) => tokens.get(scope) ?? null,
    setTokens(scope, { token }) {
      if (tokens.get(scope) === token) return;
      tokens.set(scope, token);
      notify();
    },
    clear(scope) {
      if (!tokens.delete(scope)) return;
      notify();
    },
    fingerprint() {
      let value = store.getItem(FINGERPRINT_KEY);
      if (!value) {
        value = `${randomHex(16)}-${Date.now().toString(36)}`;
        store.setItem(FINGERPRINT_KEY, value);
      }
      return value;
    },
    status: (scope = 'main') => statuses.get(scope) ?? 'ready',
    setStatus(next, scope = 'main') {
      if (statuses.get(scope) === next) return;
      statuses.set(scope, next);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
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
