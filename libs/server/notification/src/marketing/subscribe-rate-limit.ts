import { Injectable } from '@nestjs/common';
import { ERROR_CODES, MESSAGES } from '@kukur/contracts';
import { RedisClient, TooManyRequestsError } from '@kukur/server-kernel';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** Newsletter subscriptions one caller (IP address) may ask for per hour. */
export const SUBSCRIBES_PER_IP_PER_HOUR = 30;

/**
 * Keeps the subscribe form from being used to send confirmation e-mails to many addresses: a limit per
 * IP address, shared by every API instance through Redis. (Each address also gets at most one
 * confirmation e-mail per cooldown, whoever asks.)
 */
@Injectable()
export class SubscribeRateLimit {
  private readonly limiter: RateLimiterRedis;

  constructor(redis: RedisClient) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis.redis,
      keyPrefix: `${redis.keyPrefix}:rl:newsletterSubscribesPerIp`,
      points: SUBSCRIBES_PER_IP_PER_HOUR,
      duration: 60 * 60,
    });
  }

  async consume(ip: string): Promise<void> {
    try {
      await this.limiter.consume(ip);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new TooManyRequestsError(
        ERROR_CODES.TOO_MANY_SUBSCRIPTIONS,
        MESSAGES.newsletter.tooManyRequests(Math.max(1, Math.ceil(retryAfterSeconds / 60))),
        retryAfterSeconds,
      );
    }
  }
}
