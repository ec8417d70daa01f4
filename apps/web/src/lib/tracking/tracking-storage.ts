/**
 * Where the tracking values of spec §3 live: localStorage, or memory for the life of the page
 * where a browser refuses storage to a third-party iframe (the values still reach registration).
 */
export type KeyValueStore = {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
};

/** A store over a Web Storage area that falls back to memory when the area throws. */
export function safeStore(area: () => Storage | undefined): KeyValueStore {
  // Used only while the area refuses: a readable area is always the truth.
  const memory = new Map<string, string>();
  const attempt = <T>(task: (storage: Storage) => T): { ok: true; value: T } | { ok: false } => {
    try {
      const storage = area();
      return storage ? { ok: true, value: task(storage) } : { ok: false };
    } catch {
      return { ok: false };
    }
  };
  return {
    get: (key) => {
      const read = attempt((storage) => storage.getItem(key));
      return read.ok ? read.value : (memory.get(key) ?? null);
    },
    set: (key, value) => {
      if (!attempt((storage) => storage.setItem(key, value)).ok) memory.set(key, value);
    },
    remove: (key) => {
      memory.delete(key);
      attempt((storage) => storage.removeItem(key));
    },
  };
}

/** JSON of a stored key, or null when missing or unreadable. */
export function readJson(store: KeyValueStore, key: string): unknown {
  const text = store.get(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export const localStore = safeStore(() => window.localStorage);
export const sessionStore = safeStore(() => window.sessionStorage);
