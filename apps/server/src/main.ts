import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { StartupError, loadConfig } from './core/config/config';
import { configureDevSignIn } from './modules/dev/dev-oidc.routes';
import { seedDemo } from './seed/seed-demo';
import { assertDemoSafe } from './seed/demo-safety';

/** Starts Quad: config, database, demo data, HTTP + realtime; drains on SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await assertDemoSafe(config, app.ctx.database.db).catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  if (config.seedDemo) {
    const { seeded } = await seedDemo({
      db: app.ctx.database.db,
      storage: app.ctx.storage,
      log: app.log,
    });
    if (seeded) app.log.info('demo data seeded: university 1 and 2, group 1');
    if (config.env !== 'production') await configureDevSignIn(app);
  }
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: draining connections');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
    await app.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new StartupError(
        `Port ${config.port} on ${config.host} is in use by another program: stop it, or set PORT.`,
      );
    }
    throw error;
  });
  app.log.info(`Quad is serving ${config.publicUrl} (database: ${app.ctx.database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
