import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@kukur/server-identity';
import type { BookingDto } from '../../http/booking.response.dto';

export interface NewAppointment {
  appointmentDate: string;
  appointmentTime: string;
  /** The centre's id, slug or name. */
  vaccinationCenter: string;
}

/**
 * A customer (or an admin) moves a scheduled booking to another centre, date or time. The new slot is
 * taken and the old one freed in one transaction; the booking stays scheduled.
 */
export class RescheduleBookingCommand extends Command<BookingDto> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly bookingId: string,
    readonly to: NewAppointment,
  ) {
    super();
  }
}
