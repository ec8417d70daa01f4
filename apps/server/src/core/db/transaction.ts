import type { Db } from './client';

/** The handle a transaction callback receives; repositories accept it wherever they accept Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What runs after a commit: realtime events first, then mail. */
export interface AfterCommit {
  outbox: { flush(): Promise<void> };
  mail: { flush(): Promise<void> };
  /** Ends revoked sign-ins at once, on every node (see core/auth/session-guard.ts). */
  sessions: { revoked(sessionIds: readonly string[]): void };
}

/**
 * Runs a unit of work in one transaction, then publishes the events and queues the mail it
 * recorded. Events go out before the response, so a client that gets its answer can rely on
 * every subscriber having been sent the event.
 */
export async function commit<T>(
  db: Db,
  after: AfterCommit,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(work);
  await after.outbox.flush();
  void after.mail.flush();
  return result;
}

/**
 * Runs work that goes through other modules' services, each of which commits on its own, as ONE
 * transaction: the services get a context whose `db` is this transaction (their commits become
 * savepoints) and whose after-commit steps wait for the outer commit. A console write and its
 * audit entry exist together or not at all.
 */
export async function commitAcross<C extends { db: Db; after: AfterCommit }, T>(
  ctx: C,
  work: (inner: C, tx: Tx) => Promise<T>,
): Promise<T> {
  const revoked: string[] = [];
  const deferred: AfterCommit = {
    outbox: { flush: async () => {} },
    mail: { flush: async () => {} },
    sessions: { revoked: (ids) => void revoked.push(...ids) },
  };
  const result = await ctx.db.transaction((tx) => work({ ...ctx, db: tx, after: deferred }, tx));
  if (revoked.length > 0) ctx.after.sessions.revoked(revoked);
  await ctx.after.outbox.flush();
  void ctx.after.mail.flush();
  return result;
}
