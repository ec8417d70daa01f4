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
  // Parallel arrays, kept sorted; a row is only looked at twice when it beats the last kept.
  const ranks: number[] = [];
  const ids: number[] = [];
  const kept: T[] = [];
  for (const row of rows) {
    const id = idOf(row);
    const r = rank(id);
    const full = kept.length === count;
    if (full) {
      const last = count - 1;
      if (r > ranks[last]! || (r === ranks[last]! && id > ids[last]!)) continue;
      ranks.pop();
      ids.pop();
      kept.pop();
    }
    let at = kept.length;
    while (at > 0 && (ranks[at - 1]! > r || (ranks[at - 1]! === r && ids[at - 1]! > id))) at -= 1;
    ranks.splice(at, 0, r);
    ids.splice(at, 0, id);
    kept.splice(at, 0, row);
  }
  return kept;
}
