import { Injectable } from '@nestjs/common';
import { RedisClient } from '@kukur/server-kernel';

/** How long an address that logged in stays known to its account without another login from it. */
const KNOWN_FOR_SECONDS = 90 * 24 * 60 * 60;

/**
 * The client addresses each account has logged in from lately (in Redis, shared by every API instance).
 * Once an account has met its ceiling of wrong passwords, a right password from one of these still logs in,
 * from any other address it also needs an e-mailed code: the owner keeps their way in, a guesser does not.
 */
@Injectable()
export class KnownLoginAddresses {
  constructor(private readonly redis: RedisClient) {}

  async includes(userId: string, ip: string): Promise<boolean> {
    return (await this.redis.redis.sismember(this.key(userId), ip)) === 1;
  }

  async remember(userId: string, ip: string): Promise<void> {
    await this.redis.redis
      .multi()
      .sadd(this.key(userId), ip)
      .expire(this.key(userId), KNOWN_FOR_SECONDS)
      .exec();
  }

  private key(userId: string): string {
    return `${this.redis.keyPrefix}:login-addresses:${userId}`;
  }
}
