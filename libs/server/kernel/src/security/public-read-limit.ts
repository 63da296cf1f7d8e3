import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Header,
  Inject,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ERROR_CODES, MESSAGES } from '@kukur/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { TooManyRequestsError } from '../errors/app-error';
import { ApiErrorAnswers, errorAnswer } from '../http/error-answers';
import { clientIp } from '../http/client-ip';
import { ErrorResponseDto } from '../http/error-response.dto';
import { RedisClient } from '../queue/redis-client.module';
import { SharedWindowCounter } from './shared-window-counter';

const WINDOW_MS = 60_000;
/** How long reads are counted in memory before their counts go to Redis in one message. */
const SEND_EVERY_MS = 20;
/**
 * Adds ARGV[i] to KEYS[i] for every i; a key's first addition starts its window (ARGV[last] ms). Answers each
 * key's count and the ms its window has left.
 */
const ADD_TO_WINDOWS = `
local windowMs = tonumber(ARGV[#ARGV])
local answer = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('INCRBY', key, ARGV[i])
  local msLeft = redis.call('PTTL', key)
  if msLeft < 0 then
    redis.call('PEXPIRE', key, windowMs)
    msLeft = windowMs
  end
  answer[#answer + 1] = count
  answer[#answer + 1] = msLeft
end
return answer`;

/** One counter per application (its Redis client), whichever module's guard counts: one count per address. */
const counters = new WeakMap<RedisClient, SharedWindowCounter>();

/** The application's read counter, its counts kept in Redis by one script call per message. */
function publicReadCounter({ redis, keyPrefix }: RedisClient, config: AppConfig): SharedWindowCounter {
  redis.defineCommand('addToReadWindows', { lua: ADD_TO_WINDOWS });
  return new SharedWindowCounter({
    limit: config.PUBLIC_READS_PER_MINUTE,
    windowMs: WINDOW_MS,
    sendEveryMs: SEND_EVERY_MS,
    storeReady: () => {
      // The shared connection opens on first use.
      if (redis.status === 'wait') redis.connect().catch(() => undefined);
      return redis.status === 'ready';
    },
    addToWindows: async (additions) => {
      const keys = [...additions.keys()];
      const answer = (await (redis as unknown as AddToReadWindows).addToReadWindows(
        keys.length,
        ...keys.map((key) => `${keyPrefix}:rl:publicReadsPerIp:${key}`),
        ...additions.values(),
        WINDOW_MS,
      )) as number[];
      return new Map(keys.map((key, i) => [key, { count: answer[2 * i]!, msLeft: answer[2 * i + 1]! }]));
    },
  });
}

/**
 * Counts the public reads of one client address (PUBLIC_READS_PER_MINUTE a minute, shared by every read route
 * and every API instance through Redis) and answers 429 with Retry-After past it. A read never waits for Redis:
 * the counts go there every few milliseconds (SharedWindowCounter), and while Redis cannot be reached they wait
 * in this process's memory, so the catalogue keeps working on the database alone and a scraper still meets a
 * limit.
 */
@Injectable()
export class PublicReadRateLimitGuard implements CanActivate {
  private readonly counter: SharedWindowCounter;

  constructor(redis: RedisClient, @Inject(APP_CONFIG) config: AppConfig) {
    let counter = counters.get(redis);
    if (!counter) {
      counter = publicReadCounter(redis, config);
      counters.set(redis, counter);
    }
    this.counter = counter;
  }

  canActivate(context: ExecutionContext): boolean {
    const msLeft = this.counter.consume(clientIp(context.switchToHttp().getRequest<FastifyRequest>()));
    if (msLeft === null) return true;
    const retryAfterSeconds = Math.max(1, Math.ceil(msLeft / 1000));
    throw new TooManyRequestsError(
      ERROR_CODES.TOO_MANY_READS,
      MESSAGES.common.tooManyReads(retryAfterSeconds),
      retryAfterSeconds,
    );
  }
}

interface AddToReadWindows {
  addToReadWindows(...args: (string | number)[]): Promise<unknown>;
}

/**
 * A public read route (list, search, details) under the per-address read limit, documented as such. Its answer
 * is the same for everyone, so caches may keep it if they ask again by its ETag before each use (`no-cache`);
 * every other API answer is `no-store` (the API's default).
 */
export function PublicReadLimit(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(PublicReadRateLimitGuard),
    Header('Cache-Control', 'no-cache'),
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
