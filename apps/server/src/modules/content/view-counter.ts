/** How long one viewer's view or share of one item counts once. */
export const VIEW_WINDOW_MS = 30 * 60_000;
const MAX_ENTRIES = 100_000;

/**
 * Remembers which viewer (address plus visitor or account) already counted a view or share of
 * which item, so reloading a post in a loop does not inflate its counters. Bounded: the oldest
 * marks go first when it is full. Per process; the per-address rate limit of the routes caps
 * what several nodes could each let through.
 */
export class ViewCounter {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly windowMs = VIEW_WINDOW_MS,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /** True (and remembered) the first time this key is reported within the window. */
  isNew(key: string, now = Date.now()): boolean {
    const until = this.seen.get(key);
    if (until !== undefined && until > now) return false;
    // Re-inserting moves the key to the end, so the map stays ordered by expiry.
    this.seen.delete(key);
    this.seen.set(key, now + this.windowMs);
    this.evict(now);
    return true;
  }

  private evict(now: number): void {
    for (const [key, until] of this.seen) {
      if (until > now && this.seen.size <= this.maxEntries) break;
      this.seen.delete(key);
    }
  }
}
