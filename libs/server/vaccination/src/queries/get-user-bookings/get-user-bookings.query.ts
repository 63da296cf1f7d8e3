import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@kukur/server-identity';
import type { BookingDto } from '../../http/booking.response.dto';

/** A customer's bookings, latest appointment first: one's own, or any customer's for an admin. */
export class GetUserBookingsQuery extends Query<BookingDto[]> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly email: string,
  ) {
    super();
  }
}
