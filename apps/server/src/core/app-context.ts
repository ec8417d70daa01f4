import type { TokenService } from './auth/tokens';
import type { SessionGuard } from './auth/session-guard';
import type { Config } from './config/config';
import type { Database } from './db/client';
import type { OutboxRelay } from './events/outbox';
import type { OriginPolicy } from './http/origins';
import type { MailRelay } from './mail/mailer';
import type { Realtime } from './realtime/realtime';
import type { ServiceContext } from './service-context';
import type { Storage } from './storage/storage';

/** Everything a module needs; built once per app by buildApp() and decorated as `app.ctx`. */
export interface AppContext {
  config: Config;
  database: Database;
  storage: Storage;
  tokens: TokenService;
  realtime: Realtime;
  origins: OriginPolicy;
  /** Publishes committed realtime events. */
  outbox: OutboxRelay;
  /** Sends committed mail. */
  mail: MailRelay;
  /** Which sign-ins still stand; revocations take effect at once on every node. */
  sessions: SessionGuard;
  /** What services are handed (db, storage, config, log, after-commit). */
  services: ServiceContext;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
