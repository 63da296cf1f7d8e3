import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { InvalidConfigError, loadConfig } from '@kukur/server-kernel';
import { Logger } from 'nestjs-pino';
import { startHeartbeat } from './heartbeat';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await app.init();
  app.get(Logger).log(`Worker started: relaying the outbox and processing queues, Node ${process.version}`);
  // For a container health check (apps/worker/src/healthcheck.ts); docker-compose sets the file.
  if (process.env.WORKER_HEARTBEAT_FILE) startHeartbeat(process.env.WORKER_HEARTBEAT_FILE);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof InvalidConfigError ? error.message : error);
  process.exit(1);
});
