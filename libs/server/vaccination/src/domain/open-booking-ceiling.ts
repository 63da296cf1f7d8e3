import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { VACCINATION_ERROR_CODES, VACCINATION_MESSAGES } from '@kukur/contracts';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG, minutesOf, TooManyRequestsError } from '@kukur/server-kernel';

/** The longest Retry-After of a refusal: the clinic may confirm (or the customer cancel) a request any time. */
const MAX_RETRY_AFTER_SECONDS = 60 * 60;

/** The customer's open requests: how many, and the earliest start (the driver may give it as text). */
interface OpenRequests {
  count: number;
  earliest: Date | string | null;
}

/**
 * The ceiling on a customer's open appointment requests (MAX_OPEN_BOOKINGS_PER_CUSTOMER): requests still
 * `scheduled` (the clinic has not confirmed them) whose time is still to come, so one account cannot hold the
 * centres' places and doses with requests nobody means to keep. Confirmed appointments do not count.
 */
@Injectable()
export class OpenBookingCeiling {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Refuses (429) the booking being made in `tx` when the customer already has the ceiling's number of open
   * requests. A transaction-scoped advisory lock on the customer makes bookings sent at once count one after
   * the other.
   */
  async admit(tx: EntityManager, userId: string, now: Date): Promise<void> {
    await tx.execute(`select pg_advisory_xact_lock(hashtextextended('open-bookings:' || ?::text, 0))`, [
      userId,
    ]);
    // One row, whatever the customer's history: how many requests are open, and when the earliest lapses.
    const [open] = await tx.execute<OpenRequests[]>(
      `select count(*)::int as count, min(starts_at) as earliest from vaccination_booking
        where user_id = ? and status = 'scheduled' and starts_at > ?`,
      [userId, now],
    );
    const { count, earliest } = open!; // an aggregate without group by answers exactly one row
    if (count < this.config.MAX_OPEN_BOOKINGS_PER_CUSTOMER) return;
    // The earliest request stops counting once its time has come, if the clinic has not answered it before.
    const untilEarliest = Math.ceil((new Date(earliest!).getTime() - now.getTime()) / 1000);
    const retryAfterSeconds = Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(60, untilEarliest));
    throw new TooManyRequestsError(
      VACCINATION_ERROR_CODES.TOO_MANY_OPEN_BOOKINGS,
      VACCINATION_MESSAGES.tooManyOpenBookings(count, minutesOf(retryAfterSeconds)),
      retryAfterSeconds,
    );
  }
}
