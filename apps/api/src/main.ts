import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { InvalidConfigError, loadConfig, runPendingMigrations } from '@kukur/server-kernel';
import { ensureConfiguredAdmin } from './bootstrap/ensure-admin';
import { seedDemoData } from './bootstrap/seed-demo-data';
import { createApiApp } from './create-api-app';
import { GracefulShutdown } from './graceful-shutdown';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await createApiApp(config);
  const logger = new Logger('Bootstrap');
  const shutdown = new GracefulShutdown(app, { graceMs: 10_000, quietMs: 250 });
  app.getHttpAdapter().getInstance().addHook('onRequest', shutdown.track);
  shutdown.onSignals();
  // Command handlers are registered during init, and seeding dispatches a command.
  await app.init();
  if (config.RUN_MIGRATIONS) {
    const applied = await runPendingMigrations(app.get(MikroORM));
    if (applied.length > 0) logger.log(`Applied migrations: ${applied.join(', ')}`);
  }
  await ensureConfiguredAdmin(app, config);
  if (config.SEED_DEMO_DATA) await seedDemoData(app, config.MEDIA_DIR);
  await app.listen(config.PORT, config.HOST);
  logger.log(`API listening on ${config.PUBLIC_URL}/api (docs at /api/docs), Node ${process.version}`);
}

bootstrap().catch((error: unknown) => {
  if (error instanceof InvalidConfigError) {
    console.error(error.message);
  } else {
    console.error('The API could not start:', error);
  }
  process.exit(1);
});
