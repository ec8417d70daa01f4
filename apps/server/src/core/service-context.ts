import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/config';
import type { Db } from './db/client';
import type { AfterCommit } from './db/transaction';
import type { Storage } from './storage/storage';

/**
 * What every service (use case) is handed: built once per app in app.ts and reached through
 * `app.ctx.services`. A module's own extras (the accounts limiters, say) travel beside it.
 */
export interface ServiceContext {
  db: Db;
  storage: Storage;
  config: Config;
  log: FastifyBaseLogger;
  /** Publishes the events, mail and revocations a transaction recorded (see commit()). */
  after: AfterCommit;
}

/** The same context with a module's extras, logging as one request (its id in every line). */
export function forRequest<Context extends ServiceContext>(
  services: Context,
  request: { log: FastifyBaseLogger },
): Context {
  return { ...services, log: request.log };
}
