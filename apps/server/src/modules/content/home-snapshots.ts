/** How long a snapshot is trusted without an invalidation: the widget's own refresh (spec §4). */
export const SNAPSHOT_TTL_MS = 60_000;
/** Rows (each with its card) kept over all snapshots of one node; least recently used go first. */
const MAX_ROWS = 50_000;

interface Entry<T> {
  value: T;
  universityIds: readonly number[];
  rows: number;
  expiresAt: number;
}

export interface SnapshotCache<T> {
  /** The snapshot of `key`, built once for every concurrent caller when missing or expired. */
  get(key: string, build: () => Promise<T>): Promise<T>;
  /** Drops the snapshots showing any of these universities (all of them for null). */
  invalidate(universityIds: readonly number[] | null): void;
  /** Drops the snapshots `shows` is true of. */
  invalidateWhere(shows: (value: T) => boolean): void;
  readonly size: number;
}

/**
 * Per-node memory of what a widget shows that does not depend on the visitor. A build that
 * started before an invalidation is handed to the callers already waiting for it but never
 * kept, so a write is never hidden by a snapshot read just before it committed.
 */
export function createSnapshotCache<T>(options: {
  universitiesOf: (value: T) => readonly number[];
  rowsOf: (value: T) => number;
  ttlMs?: number;
  maxRows?: number;
  now?: () => number;
}): SnapshotCache<T> {
  const ttlMs = options.ttlMs ?? SNAPSHOT_TTL_MS;
  const maxRows = options.maxRows ?? MAX_ROWS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  const building = new Map<string, Promise<T>>();
  let generation = 0;
  let rows = 0;

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    rows -= entry.rows;
  }

  function keep(key: string, value: T): void {
    drop(key);
    const entry: Entry<T> = {
      value,
      universityIds: options.universitiesOf(value),
      rows: options.rowsOf(value),
      expiresAt: now() + ttlMs,
    };
    entries.set(key, entry);
    rows += entry.rows;
    // Map order is insertion order: the first keys are the least recently used.
    for (const oldest of entries.keys()) {
      if (rows <= maxRows || entries.size === 1) break;
      drop(oldest);
    }
  }

  /** Later callers must not join a build that may have read the old rows. */
  function forgetBuilds(): void {
    generation += 1;
    building.clear();
  }

  return {
    get(key, build) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) {
        entries.delete(key);
        entries.set(key, entry);
        return Promise.resolve(entry.value);
      }
      const pending = building.get(key);
      if (pending) return pending;
      const startedAt = generation;
      const promise = build().then(
        (value) => {
          if (building.get(key) === promise) building.delete(key);
          if (generation === startedAt) keep(key, value);
          return value;
        },
        (error: unknown) => {
          if (building.get(key) === promise) building.delete(key);
          throw error;
        },
      );
      building.set(key, promise);
      return promise;
    },
    invalidate(universityIds) {
      forgetBuilds();
      if (universityIds === null) {
        entries.clear();
        rows = 0;
        return;
      }
      const changed = new Set(universityIds);
      for (const [key, entry] of entries) {
        if (entry.universityIds.some((id) => changed.has(id))) drop(key);
      }
    },
    invalidateWhere(shows) {
      forgetBuilds();
      for (const [key, entry] of entries) if (shows(entry.value)) drop(key);
    },
    get size() {
      return entries.size;
    },
  };
}
