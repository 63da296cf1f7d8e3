import { Injectable } from '@nestjs/common';
import {
  ERROR_CODES,
  PARTNER_ENQUIRY_RATE_LIMIT,
  PARTNER_ENQUIRY_RATE_WINDOW_SECONDS,
  PARTNERSHIP_MESSAGES,
} from '@kukur/contracts';
import { minutesOf, RateLimiter, RedisClient } from '@kukur/server-kernel';

/** Contact-form messages per client address: the form is open to everyone and each one e-mails the admins. */
@Injectable()
export class PartnerEnquiryRateLimit extends RateLimiter {
  constructor(redis: RedisClient) {
    super(redis, 'partnerEnquiriesPerIp', {
      points: PARTNER_ENQUIRY_RATE_LIMIT,
      durationSeconds: PARTNER_ENQUIRY_RATE_WINDOW_SECONDS,
      code: ERROR_CODES.TOO_MANY_PARTNER_ENQUIRIES,
      message: (seconds) => PARTNERSHIP_MESSAGES.tooManyEnquiries(minutesOf(seconds)),
    });
  }
}
