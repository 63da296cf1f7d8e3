import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { ALL_QUEUE_NAMES } from './queue-names';
import { redisOptionsFromUrl } from './redis-connection';

/**
 * BullMQ on Redis with every queue registered. Jobs retry with exponential backoff; a job that
 * keeps failing stays in the failed set (never removed automatically) for an admin to inspect.
 */
@Global()
@Module({})
export class QueueModule {
  static forRoot(
    config: Pick<AppConfig, 'REDIS_URL' | 'QUEUE_PREFIX' | 'JOB_ATTEMPTS' | 'JOB_BACKOFF_MS'>,
  ): DynamicModule {
    const queues = BullModule.registerQueue(...ALL_QUEUE_NAMES.map((name) => ({ name })));
    return {
      module: QueueModule,
      imports: [
        BullModule.forRoot({
          connection: redisOptionsFromUrl(config.REDIS_URL),
          prefix: config.QUEUE_PREFIX,
          defaultJobOptions: {
            attempts: config.JOB_ATTEMPTS,
            backoff: { type: 'exponential', delay: config.JOB_BACKOFF_MS },
            removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
            removeOnFail: false,
          },
        }),
        queues,
      ],
      exports: [queues],
    };
  }
}
