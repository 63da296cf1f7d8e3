import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@kukur/server-identity';
import type { BookingDto } from '../../http/booking.response.dto';

/** One booking: the caller's own, or any for an admin (with its history); someone else's is not found. */
export class GetBookingQuery extends Query<BookingDto> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly bookingId: string,
  ) {
    super();
  }
}
