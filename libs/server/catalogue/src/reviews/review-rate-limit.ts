import { Injectable } from '@nestjs/common';
import { ERROR_CODES, MESSAGES, REVIEW_RATE_LIMIT, REVIEW_RATE_WINDOW_SECONDS } from '@kukur/contracts';
import { minutesOf, RateLimiter, RedisClient } from '@kukur/server-kernel';

/** Review posts (new ones and edits) per account, so one account cannot flood the product pages. */
@Injectable()
export class ReviewRateLimit extends RateLimiter {
  constructor(redis: RedisClient) {
    super(redis, 'reviewsPerUser', {
      points: REVIEW_RATE_LIMIT,
      durationSeconds: REVIEW_RATE_WINDOW_SECONDS,
      code: ERROR_CODES.TOO_MANY_REVIEWS,
      message: (seconds) => MESSAGES.catalogue.tooManyReviews(minutesOf(seconds)),
    });
  }
}
