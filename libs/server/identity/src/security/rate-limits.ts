import { Injectable } from '@nestjs/common';
import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES, OTP_RESEND_COOLDOWN_SECONDS } from '@kukur/contracts';
import { minutesOf, RateLimiter, RateLimitPolicy, RedisClient } from '@kukur/server-kernel';

type Policy = Omit<RateLimitPolicy, 'code'>;

/** Every limit of the account flows (issue: logins, code sends and code checks per address and per IP). */
const POLICIES = {
  /** Counts an account's wrong passwords from one address (loginDelaySeconds turns it into a wait). */
  loginFailuresPerAccountAndIp: {
    points: 10_000,
    durationSeconds: 60 * 60,
    message: (s) => IDENTITY_MESSAGES.tooManyLogins(minutesOf(s)),
  },
  /** The wait of one address before it may try an account again (set by `block`). */
  loginDelayPerAccountAndIp: {
    points: 1,
    durationSeconds: 1,
    message: (s) => IDENTITY_MESSAGES.tooManyLogins(minutesOf(s)),
  },
  /**
   * A much higher ceiling across all addresses, against guessing spread over many of them. It never refuses
   * (anyone could then lock the owner out): past it, a login from an address new to the account also needs
   * an e-mailed code. A password reset clears it.
   */
  loginFailuresPerAccount: {
    points: 100,
    durationSeconds: 60 * 60,
    message: (s) => IDENTITY_MESSAGES.tooManyLogins(minutesOf(s)),
  },
  loginsPerIp: {
    points: 100,
    durationSeconds: 15 * 60,
    message: (s) => IDENTITY_MESSAGES.tooManyLogins(minutesOf(s)),
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
    message: (s) => IDENTITY_MESSAGES.tooManyRequests(minutesOf(s)),
  },
  otpChecksPerEmail: {
    points: 20,
    durationSeconds: 15 * 60,
    message: (s) => IDENTITY_MESSAGES.tooManyRequests(minutesOf(s)),
  },
  otpChecksPerIp: {
    points: 60,
    durationSeconds: 15 * 60,
    message: (s) => IDENTITY_MESSAGES.tooManyRequests(minutesOf(s)),
  },
  emailChecksPerIp: {
    points: 60,
    durationSeconds: 15 * 60,
    message: (s) => IDENTITY_MESSAGES.tooManyRequests(minutesOf(s)),
  },
} satisfies Record<string, Policy>;

export type RateLimitName = keyof typeof POLICIES;

/**
 * Counters in Redis, so every API instance shares them. `consume` counts one more and refuses (429)
 * when the limit is reached; `check` only refuses; `reset` forgets (e.g. after a successful login).
 */
@Injectable()
export class RateLimits {
  private readonly limiters = new Map<RateLimitName, RateLimiter>();

  constructor(redis: RedisClient) {
    for (const [name, policy] of Object.entries(POLICIES) as [RateLimitName, Policy][]) {
      this.limiters.set(
        name,
        new RateLimiter(redis, name, { ...policy, code: IDENTITY_ERROR_CODES.TOO_MANY_REQUESTS }),
      );
    }
  }

  /** Counts one more; returns the count so far in the window. */
  consume(name: RateLimitName, key: string): Promise<number> {
    return this.limiter(name).consume(key);
  }

  /** Refuses `key` for the next `seconds` (check and consume answer 429 until then). */
  block(name: RateLimitName, key: string, seconds: number): Promise<void> {
    return this.limiter(name).block(key, seconds);
  }

  /** Counts one more without refusing. */
  count(name: RateLimitName, key: string): Promise<void> {
    return this.limiter(name).count(key);
  }

  reached(name: RateLimitName, key: string): Promise<boolean> {
    return this.limiter(name).reached(key);
  }

  check(name: RateLimitName, key: string): Promise<void> {
    return this.limiter(name).check(key);
  }

  reset(name: RateLimitName, key: string): Promise<void> {
    return this.limiter(name).reset(key);
  }

  private limiter(name: RateLimitName): RateLimiter {
    const limiter = this.limiters.get(name);
    if (!limiter) throw new Error(`No rate limit ${name}`);
    return limiter;
  }
}
