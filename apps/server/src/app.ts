import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './core/app-context';
import type { Config } from './core/config/config';
import { openDatabase, type Database } from './core/db/client';
import { createConfiguredStorage } from './core/storage/s3-storage';
import { createTokenService, type Actor } from './core/auth/tokens';
import { createSessionGuard, type SessionGuard } from './core/auth/session-guard';
import { accessPlugin } from './core/auth/access';
import { rateLimitKey } from './core/http/rate-limit-key';
import { installErrorHandling, sendFrameworkFailure } from './core/errors/error-handler';
import { RateLimitError } from './core/errors/app-error';
import { registerOpenApi } from './core/http/openapi';
import { findWebDist, registerWebApp } from './core/http/web-app';
import { createRealtime } from './core/realtime/realtime';
import { createOriginPolicy } from './core/http/origins';
import { createMaintenanceCheck, installMaintenanceMode } from './core/http/maintenance';
import { healthRoutes } from './modules/health/health.routes';
import { brandColorOf } from './modules/widget/settings.service';
import {
  createFirstScreen,
  createFirstScreenSettings,
  createWidgetSettingsLookup,
} from './modules/widget/first-screen';
import { createHomeSnapshots } from './modules/content/home.service';
import { usesTagManager } from './modules/widget/tag-manager';
import { filesRoutes } from './modules/files/files.routes';
import { widgetSettingsRoutes } from './modules/widget/settings.routes';
import { widgetVisitRoutes } from './modules/widget/visits.routes';
import { registerPublicChannels } from './core/realtime/public-channels';
import { createOutboxRelay } from './core/events/outbox';
import { createMailRelay } from './core/mail/mailer';
import type { ServiceContext } from './core/service-context';
import { devOutboxRoutes } from './modules/dev/outbox.routes';
import { accountsModule } from './modules/accounts/accounts.plugin';
import { contentModule } from './modules/content/content.plugin';
import { dialogsModule } from './modules/dialogs/dialogs.plugin';
import { liveEventsModule } from './modules/live-events/live-events.plugin';
import { liveMediaModule } from './modules/live-media/live-media.plugin';
import { devOidcRoutes } from './modules/dev/dev-oidc.routes';
import { applicationModule } from './modules/application/application.plugin';
import { adminModule } from './modules/admin/admin.plugin';
import { communityModule } from './modules/community/community.plugin';
import { communityAccountsModule } from './modules/community-accounts/community-accounts.plugin';
import { notificationsModule } from './modules/notifications/notifications.plugin';
import { problem } from './core/errors/problems';

export type App = FastifyInstance;

export interface BuildOptions {
  /** An already open database (tests share one per file); opened from config otherwise. */
  database?: Database;
}

/** Builds the whole server without listening: tests call this and use inject() or listen(0). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : crypto.randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: (error, _request, reply) => sendFrameworkFailure(error, reply),
    forceCloseConnections: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir }));
  const ownsDatabase = !options.database;
  const storage = createConfiguredStorage(config);
  const tokens = createTokenService(config.jwtSecret);
  const origins = createOriginPolicy({ db: database.db, config });
  // The guard reaches the other nodes through realtime, and realtime asks the guard: the
  // closure runs only once sockets connect, after both exist.
  const isSessionActive = (actor: Actor) => sessions.isActive(actor);
  const realtime = await createRealtime({
    isSessionActive,
    server: app.server,
    tokens,
    log: app.log,
    redisUrl: config.redisUrl,
    corsOrigin: (origin) => origins.isAllowedApiOrigin(origin),
  });
  const sessions: SessionGuard = createSessionGuard({ db: database.db, realtime, log: app.log });
  registerPublicChannels(realtime);
  const outbox = createOutboxRelay({ db: database.db, realtime, log: app.log });
  const mail = createMailRelay({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
  });
  const services: ServiceContext = {
    db: database.db,
    storage,
    config,
    log: app.log,
    after: { outbox, mail, sessions },
  };
  const ctx: AppContext = {
    config,
    database,
    storage,
    tokens,
    realtime,
    origins,
    outbox,
    mail,
    sessions,
    services,
  };
  app.decorate('ctx', ctx);

  await app.register(cookie);
  await app.register(helmet, {
    // The page CSP is set per response (frame-ancestors depends on the university).
    contentSecurityPolicy: false,
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(cors, {
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    origin: (origin, callback) => {
      origins.isAllowedApiOrigin(origin).then(
        (allowed) => callback(null, allowed),
        (error: Error) => callback(error, false),
      );
    },
  });
  const rateLimitRedis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  await app.register(rateLimit, {
    global: true,
    max: 600,
    timeWindow: '1 minute',
    ...(rateLimitRedis ? { redis: rateLimitRedis, skipOnError: true } : {}),
    allowList: (request) => !request.url.startsWith('/api/'),
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (_request, context) =>
      new RateLimitError(problem('tooManyRequests', { seconds: Math.ceil(context.ttl / 1000) })),
  });
  await app.register(accessPlugin, { tokens, isSessionActive });
  const inMaintenance = createMaintenanceCheck(database.db);
  installMaintenanceMode(app, inMaintenance);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(filesRoutes);
  await app.register(widgetSettingsRoutes, { prefix: '/api/v1/widget' });
  await app.register(widgetVisitRoutes, { prefix: '/api/v1/widget' });
  await app.register(accountsModule);
  // The widget's home cache: its API and the first screen index.html carries answer from it.
  const homeSnapshots = createHomeSnapshots();
  const firstScreenSettings = createFirstScreenSettings();
  await app.register(contentModule, {
    caches: { snapshots: homeSnapshots, perUniversity: [firstScreenSettings] },
  });
  await app.register(dialogsModule);
  await app.register(liveEventsModule);
  await app.register(liveMediaModule);
  await app.register(applicationModule);
  await app.register(adminModule);
  await app.register(communityModule);
  await app.register(communityAccountsModule);
  await app.register(notificationsModule);
  if (config.env !== 'production') {
    await app.register(devOutboxRoutes);
    await app.register(devOidcRoutes);
  }

  const widgetSettingsOf = createWidgetSettingsLookup(services, firstScreenSettings);
  await registerWebApp(app, {
    dist: findWebDist(config.webDist),
    frameAncestors: (pathname) => origins.frameAncestorsFor(pathname),
    brandColor: async (pathname) => brandColorOf(await widgetSettingsOf(pathname)),
    tagManager: async (pathname) => usesTagManager(await widgetSettingsOf(pathname)),
    firstScreen: createFirstScreen({
      services,
      snapshots: homeSnapshots,
      settingsOf: widgetSettingsOf,
      inMaintenance,
    }),
  });

  app.addHook('onClose', async () => {
    outbox.stop();
    await mail.stop();
    await realtime.close();
    rateLimitRedis?.disconnect();
    if (ownsDatabase) await database.close();
  });
  return app;
}
