import { Injectable } from '@nestjs/common';
import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES, OTP_RESEND_COOLDOWN_SECONDS } from '@kukur/contracts';
import { RedisClient, TooManyRequestsError } from '@kukur/server-kernel';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

interface Policy {
  points: number;
  durationSeconds: number;
  message: (retryAfterSeconds: number) => string;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Every limit of the account flows (issue: logins, code sends and code checks per address and per IP). */
const POLICIES = {
  /** Counts an account's wrong passwords from one address (loginDelaySeconds turns it into a wait). */
  loginFailuresPerAccountAndIp: {
    points: 10_000,
    durationSeconds: 60 * 60,
    message: (s) => IDENTITY_MESSAGES.tooManyLogins(minutes(s)),
  },
  /** The wait of one address before it may try an account again (set by `block`). */
  loginDelayPerAccountAndIp: {
    points: 1,
    durationSeconds: 1,
    message: (s) => IDENTITY_MESSAGES.tooManyLogins(minutes(s)),
  },
  /** A much higher ceiling across all addresses, against guessing spread over many of them. */
  loginFailuresPerAccount: {
    points: 100,
    durationSeconds: 60 * 60,
    message: (s) => IDENTITY_MESSAGES.tooManyLogins(minutes(s)),
  },
  loginsPerIp: {
    points: 100,
    durationSeconds: 15 * 60,
    message: (s) => IDENTITY_MESSAGES.tooManyLogins(minutes(s)),
  },
  otpSendCooldownPerEmail: {
    points: 1,
    durationSeconds: OTP_RESEND_COOLDOWN_SECONDS,
    message: (s) => IDENTITY_MESSAGES.otpResendTooSoon(Math.max(1, s)),
  },
  otpSendsPerEmail: { points: 5, durationSeconds: 60 * 60, message: () => IDENTITY_MESSAGES.otpTooManySends },
  otpSendsPerIp: {
    points: 30,
    durationSeconds: 60 * 60,
    message: (s) => IDENTITY_MESSAGES.tooManyRequests(minutes(s)),
  },
  otpChecksPerEmail: {
    points: 20,
    durationSeconds: 15 * 60,
    message: (s) => IDENTITY_MESSAGES.tooManyRequests(minutes(s)),
  },
  otpChecksPerIp: {
    points: 60,
    durationSeconds: 15 * 60,
    message: (s) => IDENTITY_MESSAGES.tooManyRequests(minutes(s)),
  },
  emailChecksPerIp: {
    points: 60,
    durationSeconds: 15 * 60,
    message: (s) => IDENTITY_MESSAGES.tooManyRequests(minutes(s)),
  },
} satisfies Record<string, Policy>;

export type RateLimitName = keyof typeof POLICIES;

/**
 * Counters in Redis, so every API instance shares them. `consume` counts one more and refuses (429)
 * when the limit is reached; `check` only refuses; `reset` forgets (e.g. after a successful login).
 */
@Injectable()
export class RateLimits {
  private readonly limiters = new Map<RateLimitName, RateLimiterRedis>();

  constructor(redis: RedisClient) {
    for (const [name, policy] of Object.entries(POLICIES) as [RateLimitName, Policy][]) {
      this.limiters.set(
        name,
        new RateLimiterRedis({
          storeClient: redis.redis,
          keyPrefix: `${redis.keyPrefix}:rl:${name}`,
          points: policy.points,
          duration: policy.durationSeconds,
        }),
      );
    }
  }

  /** Counts one more; returns the count so far in the window. */
  async consume(name: RateLimitName, key: string): Promise<number> {
    try {
      return (await this.limiter(name).consume(key)).consumedPoints;
    } catch (error) {
      throw this.toError(name, error);
    }
  }

  /** Refuses `key` for the next `seconds` (check and consume answer 429 until then). */
  async block(name: RateLimitName, key: string, seconds: number): Promise<void> {
    await this.limiter(name).block(key, seconds);
  }

  async check(name: RateLimitName, key: string): Promise<void> {
    const state = await this.limiter(name).get(key);
    if (state && state.consumedPoints >= POLICIES[name].points) throw this.toError(name, state);
  }

  async reset(name: RateLimitName, key: string): Promise<void> {
    await this.limiter(name).delete(key);
  }

  private limiter(name: RateLimitName): RateLimiterRedis {
    const limiter = this.limiters.get(name);
    if (!limiter) throw new Error(`No rate limit ${name}`);
    return limiter;
  }

  private toError(name: RateLimitName, error: unknown): Error {
    if (!(error instanceof RateLimiterRes)) return error instanceof Error ? error : new Error(String(error));
    const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    return new TooManyRequestsError(
      IDENTITY_ERROR_CODES.TOO_MANY_REQUESTS,
      POLICIES[name].message(retryAfterSeconds),
      retryAfterSeconds,
    );
  }
}
