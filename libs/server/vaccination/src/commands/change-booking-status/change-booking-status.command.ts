import { Command } from '@nestjs/cqrs';
import type { BookingStatus } from '@kukur/contracts';
import type { AuthenticatedUser } from '@kukur/server-identity';
import type { BookingDto } from '../../http/booking.response.dto';

/** An admin confirms, completes, cancels or marks a booking as a no-show (only along the transition table). */
export class ChangeBookingStatusCommand extends Command<BookingDto> {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly bookingId: string,
    readonly status: BookingStatus,
    readonly note: string | null,
  ) {
    super();
  }
}
