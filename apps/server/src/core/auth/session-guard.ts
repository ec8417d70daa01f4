import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';
import { sessionRoom, type Realtime } from '../realtime/realtime';
import type { Actor } from './tokens';

/** A valid answer is trusted this long without asking the database again. */
const VALID_FOR_MS = 30_000;
/** A revoked session stays known as revoked for as long as any of its access tokens lives. */
const REVOKED_FOR_MS = 16 * 60_000;
const MAX_ENTRIES = 50_000;
const REVOKED_EVENT = 'quad:sessions:revoked';

export interface SessionGuard {
  /** Whether the sign-in behind an access token still stands (cached, answered from memory). */
  isActive(actor: Actor): Promise<boolean>;
  /**
   * Call after a commit that revoked sign-ins: every node refuses their access tokens at once
   * and their open sockets are disconnected.
   */
  revoked(sessionIds: readonly string[]): void;
}

/**
 * Revocation that takes effect at once, although access tokens live 15 minutes: each token
 * carries its sign-in (the refresh token family, `sid`); a sign-in is active while one token of
 * its family is neither revoked nor expired. Answers are cached per node; a revocation updates
 * this node's cache and reaches the others through Socket.IO's server-side events (over Redis
 * when REDIS_URL is set), and disconnects the sign-in's sockets on every node.
 */
export function createSessionGuard(deps: {
  db: Db;
  realtime: Realtime;
  log: FastifyBaseLogger;
}): SessionGuard {
  const cache = new Map<string, { active: boolean; until: number }>();

  function remember(sessionId: string, active: boolean): void {
    cache.delete(sessionId);
    if (cache.size >= MAX_ENTRIES) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(sessionId, { active, until: Date.now() + (active ? VALID_FOR_MS : REVOKED_FOR_MS) });
  }

  function markRevoked(sessionIds: readonly unknown[]): void {
    for (const id of sessionIds) if (typeof id === 'string') remember(id, false);
  }

  deps.realtime.io.on(REVOKED_EVENT, (sessionIds: unknown) => {
    if (Array.isArray(sessionIds)) markRevoked(sessionIds);
  });

  return {
    async isActive(actor) {
      const known = cache.get(actor.sessionId);
      if (known && known.until > Date.now()) return known.active;
      const [row] = await deps.db
        .select({ one: sql<number>`1` })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, actor.sessionId),
            eq(refreshTokens.accountId, actor.id),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      const active = row !== undefined;
      // A revocation that arrived while the query ran wins over its (older) answer.
      const raced = cache.get(actor.sessionId);
      if (raced && !raced.active && raced.until > Date.now()) return false;
      remember(actor.sessionId, active);
      return active;
    },
    revoked(sessionIds) {
      if (sessionIds.length === 0) return;
      markRevoked(sessionIds);
      try {
        deps.realtime.toOtherNodes(REVOKED_EVENT, sessionIds);
      } catch (error) {
        deps.log.warn({ err: error }, 'could not tell the other nodes of a revoked session');
      }
      deps.realtime.io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
  };
}
