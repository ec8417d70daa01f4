/** FNV-1a of a string: the visitor's seed as 32 bits. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** MurmurHash3's finaliser: every bit of the input moves about half the output bits. */
function mix(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * A random order that stays the same for one seed, computed in memory over a snapshot: a
 * visitor keeps their order through the 60-second refreshes, another visitor gets another.
 * A few nanoseconds a row, so a home drawn from thousands of rows costs microseconds.
 */
export function seededRank(seed: string): (id: number) => number {
  const seedHash = hashSeed(seed);
  return (id) => mix(seedHash ^ mix(id));
}

/**
 * The first `count` rows of the seed's random order (ties, which are rare, by id), in one pass
 * and without sorting everything.
 */
export function pickForVisitor<T>(
  rows: readonly T[],
  count: number,
  seed: string,
  idOf: (row: T) => number,
): T[] {
  if (count <= 0) return [];
  const rank = seededRank(seed);
  const best: Array<{ rank: number; id: number; row: T }> = [];
  for (const row of rows) {
    const id = idOf(row);
    const entry = { rank: rank(id), id, row };
    if (best.length === count) {
      const last = best[count - 1]!;
      if (entry.rank > last.rank || (entry.rank === last.rank && entry.id > last.id)) continue;
      best.pop();
    }
    let at = best.length;
    while (at > 0) {
      const before = best[at - 1]!;
      if (before.rank < entry.rank || (before.rank === entry.rank && before.id < entry.id)) break;
      at -= 1;
    }
    best.splice(at, 0, entry);
  }
  return best.map((entry) => entry.row);
}
