import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ERROR_CODES, MESSAGES } from '@kukur/contracts';
import type { Request } from 'express';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { TooManyRequestsError } from '../errors/app-error';
import { ApiErrorAnswers, errorAnswer } from '../http/error-answers';
import { clientIp } from '../http/client-ip';
import { ErrorResponseDto } from '../http/error-response.dto';
import { RedisClient } from '../queue/redis-client.module';

const WINDOW_SECONDS = 60;
/** How long a read may wait for the shared Redis connection to open. */
const CONNECT_WAIT_MS = 500;

/**
 * Counts the public reads of one client address (PUBLIC_READS_PER_MINUTE a minute, shared by every read route
 * and every API instance through Redis) and answers 429 with Retry-After past it.
 *
 * Fails open for reads: when Redis is not ready the count goes to this process's memory at once (no wait for
 * Redis), so the catalogue keeps working on the database alone and a scraper still meets a limit.
 */
@Injectable()
export class PublicReadRateLimitGuard implements CanActivate {
  private readonly limiter: RateLimiterRedis;

  constructor(
    private readonly redis: RedisClient,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const points = config.PUBLIC_READS_PER_MINUTE;
    this.limiter = new RateLimiterRedis({
      storeClient: redis.redis,
      keyPrefix: `${redis.keyPrefix}:rl:publicReadsPerIp`,
      points,
      duration: WINDOW_SECONDS,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ points, duration: WINDOW_SECONDS }),
    });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.connectionSettled();
    try {
      await this.limiter.consume(clientIp(context.switchToHttp().getRequest<Request>()));
      return true;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new TooManyRequestsError(
        ERROR_CODES.TOO_MANY_READS,
        MESSAGES.common.tooManyReads(retryAfterSeconds),
        retryAfterSeconds,
      );
    }
  }

  /**
   * The shared connection connects on first use: a read that finds it (being) opened waits until it is ready
   * or has failed, at most CONNECT_WAIT_MS, so the count goes to Redis from the first read on. Reconnecting
   * (Redis down) is not waited for.
   */
  private async connectionSettled(): Promise<void> {
    const redis = this.redis.redis;
    if (redis.status === 'wait') redis.connect().catch(() => undefined);
    if (redis.status !== 'connecting' && redis.status !== 'connect') return;
    await new Promise<void>((resolve) => {
      const settled = () => {
        clearTimeout(timer);
        for (const event of ['ready', 'error', 'close']) redis.off(event, settled);
        resolve();
      };
      const timer = setTimeout(settled, CONNECT_WAIT_MS);
      for (const event of ['ready', 'error', 'close']) redis.once(event, settled);
    });
  }
}

/** A public read route (list, search, details) under the per-address read limit, documented as such. */
export function PublicReadLimit(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(PublicReadRateLimitGuard),
    ApiTooManyRequestsResponse({
      type: ErrorResponseDto,
      description:
        'Too many reads from this client address (PUBLIC_READS_PER_MINUTE a minute); Retry-After and `retryAfterSeconds` say when to try again',
    }),
    ApiErrorAnswers(
      [
        errorAnswer(429, ERROR_CODES.TOO_MANY_READS, MESSAGES.common.tooManyReads(37), {
          retryAfterSeconds: 37,
        }),
      ],
      'read-limit',
    ),
  );
}
