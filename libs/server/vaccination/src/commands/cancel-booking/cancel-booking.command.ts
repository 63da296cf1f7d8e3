import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@kukur/server-identity';
import type { BookingDto } from '../../http/booking.response.dto';

/**
 * A customer cancels their own scheduled or confirmed appointment before it starts (an admin may cancel any
 * such booking); its slot and doses are given back.
 */
export class CancelBookingCommand extends Command<BookingDto> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly bookingId: string,
  ) {
    super();
  }
}
