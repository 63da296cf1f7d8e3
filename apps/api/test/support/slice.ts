import { getQueueToken } from '@nestjs/bullmq';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ALL_QUEUE_NAMES, AppConfig } from '@kukur/server-kernel';
import { Queue } from 'bullmq';
import type { DestinationStream } from 'pino';
import { WorkerModule } from '../../../worker/src/worker.module';
import { SmtpSink } from './smtp-sink';
import { startTestApi, TestApi } from './test-api';
import { testConfig } from './test-config';

/** The API and the worker applications on one database and Redis, mailing to a real SMTP sink. */
export interface Slice {
  api: TestApi;
  worker: INestApplicationContext;
  sink: SmtpSink;
  config: AppConfig;
  emailQueue: Queue;
  /** Stops the worker and starts a new one, as after a crash or a deployment (`worker` is the new one). */
  restartWorker(): Promise<void>;
  stop(): Promise<void>;
}

export async function startSlice(
  overrides: Record<string, string> = {},
  logDestination?: DestinationStream,
): Promise<Slice> {
  const sink = await SmtpSink.start();
  const config = testConfig({ SMTP_PORT: String(sink.port), ...overrides });
  const api = await startTestApi(config, { logDestination });
  await api.orm.em.getConnection().execute('truncate newsletter_subscription, outbox_message, sent_email');
  const startWorker = async () => {
    const context = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, logDestination), {
      logger: false,
    });
    await context.init();
    return context;
  };
  const worker = await startWorker();
  const emailQueue = worker.get<Queue>(getQueueToken('email'), { strict: false });
  const slice: Slice = {
    api,
    worker,
    sink,
    config,
    emailQueue,
    async restartWorker() {
      await slice.worker.close();
      slice.worker = await startWorker();
    },
    async stop() {
      // The worker stops first: jobs it is running would lose their keys under an obliterate.
      await slice.worker.close();
      for (const name of ALL_QUEUE_NAMES) {
        await api.app.get<Queue>(getQueueToken(name), { strict: false }).obliterate({ force: true });
      }
      await api.close();
      await sink.stop();
    },
  };
  return slice;
}
