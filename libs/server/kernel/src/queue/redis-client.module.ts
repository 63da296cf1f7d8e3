import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { redisOptionsFromUrl } from './redis-connection';

/** One shared Redis connection for short commands (rate limits), separate from BullMQ's own. */
@Injectable()
export class RedisClient implements OnApplicationShutdown {
  readonly redis: Redis;
  /** Prefix for every key this app writes, so several shops or test runs can share one Redis. */
  readonly keyPrefix: string;
  private readonly logger = new Logger(RedisClient.name);

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = new Redis({
      ...redisOptionsFromUrl(config.REDIS_URL),
      maxRetriesPerRequest: 2,
      // Connect on first use: tools that build the app without serving (OpenAPI export) never do.
      lazyConnect: true,
    });
    this.redis.on('error', (error: Error) => this.logger.warn({ err: error }, 'Redis connection problem'));
    this.keyPrefix = config.QUEUE_PREFIX;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.status === 'wait') return this.redis.disconnect();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

@Global()
@Module({ providers: [RedisClient], exports: [RedisClient] })
export class RedisClientModule {}
