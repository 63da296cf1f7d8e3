import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../errors/app-error';
import type { RedisClient } from '../queue/redis-client.module';

/** How many times something may happen per key in a window, and what the 429 answer then says. */
export interface RateLimitPolicy {
  points: number;
  durationSeconds: number;
  /** The stable error code of the 429 answer, e.g. `CATALOGUE.TOO_MANY_REVIEWS`. */
  code: string;
  message: (retryAfterSeconds: number) => string;
}

/** Whole minutes (at least one) for a message that counts down in minutes. */
export const minutesOf = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

/**
 * One named limit whose counters live in Redis, so every API instance shares them. `consume` counts one
 * more and, once the limit is reached, refuses with 429 and `retryAfterSeconds`; `check` only refuses; `block`
 * refuses a key for a while; `reset` forgets a key (e.g. after a successful login).
 */
export class RateLimiter {
  private readonly limiter: RateLimiterRedis;

  constructor(
    redis: RedisClient,
    name: string,
    private readonly policy: RateLimitPolicy,
  ) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis.redis,
      keyPrefix: `${redis.keyPrefix}:rl:${name}`,
      points: policy.points,
      duration: policy.durationSeconds,
    });
  }

  /** Counts one more; returns the count so far in the window. */
  async consume(key: string): Promise<number> {
    try {
      return (await this.limiter.consume(key)).consumedPoints;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw this.refusal(error);
    }
  }

  /** Counts one more without ever refusing: for a count that decides something other than a 429. */
  async count(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  /** True once the limit is reached in the current window. */
  async reached(key: string): Promise<boolean> {
    const state = await this.limiter.get(key);
    return state !== null && state.consumedPoints >= this.policy.points;
  }

  async check(key: string): Promise<void> {
    const state = await this.limiter.get(key);
    if (state && state.consumedPoints >= this.policy.points) throw this.refusal(state);
  }

  /** Refuses `key` for the next `seconds` (check and consume answer 429 until then). */
  async block(key: string, seconds: number): Promise<void> {
    await this.limiter.block(key, seconds);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }

  private refusal(state: RateLimiterRes): TooManyRequestsError {
    const retryAfterSeconds = Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    return new TooManyRequestsError(
      this.policy.code,
      this.policy.message(retryAfterSeconds),
      retryAfterSeconds,
    );
  }
}
