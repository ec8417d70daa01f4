import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** How long a node's claim on a room lasts unless it renews it (a node that died lets go). */
const CLAIM_MS = 30_000;
const RENEW_MS = 10_000;

/** Deletes a claim only while it is still this node's. */
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

const keyOf = (liveStreamId: number) => `quad:media:room:${liveStreamId}`;

/**
 * Which node holds each live event's media room. Media is carried by the process whose peer
 * connections the browsers reach, so every node of a site sends an event's media requests to
 * the one node that holds its room: the first to need it claims it in Redis, renews the claim
 * while it holds the room, and lets go when the room empties. Without Redis there is one node.
 */
export class MediaDirectory {
  readonly nodeId = randomUUID();
  private readonly held = new Set<number>();
  private readonly renewal: NodeJS.Timeout | null = null;

  constructor(private readonly redis: Redis | null) {
    if (redis) {
      this.renewal = setInterval(() => void this.renew(), RENEW_MS).unref();
    }
  }

  static connect(redisUrl: string | undefined): MediaDirectory {
    return new MediaDirectory(
      redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }) : null,
    );
  }

  get clustered(): boolean {
    return this.redis !== null;
  }

  /** The node that holds an event's room: this one when it is free (then it is claimed). */
  async ownerOf(liveStreamId: number): Promise<string> {
    if (!this.redis || this.held.has(liveStreamId)) return this.nodeId;
    const key = keyOf(liveStreamId);
    const claimed = await this.redis.set(key, this.nodeId, 'PX', CLAIM_MS, 'NX');
    if (claimed === 'OK') {
      this.held.add(liveStreamId);
      return this.nodeId;
    }
    const owner = await this.redis.get(key);
    if (owner === this.nodeId) this.held.add(liveStreamId);
    // Released between the two calls: ask again.
    return owner ?? this.ownerOf(liveStreamId);
  }

  /** This node let an event's room go (it emptied or the event ended). */
  async release(liveStreamId: number): Promise<void> {
    if (!this.held.delete(liveStreamId) || !this.redis) return;
    await this.redis.eval(RELEASE_SCRIPT, 1, keyOf(liveStreamId), this.nodeId).catch(() => 0);
  }

  private async renew(): Promise<void> {
    if (!this.redis) return;
    for (const liveStreamId of this.held) {
      await this.redis.pexpire(keyOf(liveStreamId), CLAIM_MS).catch(() => 0);
    }
  }

  async close(): Promise<void> {
    if (this.renewal) clearInterval(this.renewal);
    for (const liveStreamId of [...this.held]) await this.release(liveStreamId);
    await this.redis?.quit().catch(() => undefined);
  }
}
