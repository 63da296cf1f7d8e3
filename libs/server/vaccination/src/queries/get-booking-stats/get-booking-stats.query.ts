import { Query } from '@nestjs/cqrs';
import type { BookingStatsDto } from '../../http/booking-stats.dto';

/** How many bookings there are in each status, and how many appointments are today (Nepal date). */
export class GetBookingStatsQuery extends Query<BookingStatsDto> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}
