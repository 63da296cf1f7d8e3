import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '@kukur/server-kernel';
import { snapshotOf } from '../../domain/booking-snapshot';
import { BookingEmailRequestedEvent } from '../../domain/events/booking-email-requested.event';
import { findBooking } from '../../domain/find-booking';
import { SendBookingEmailCommand } from './send-booking-email.command';

@CommandHandler(SendBookingEmailCommand)
export class SendBookingEmailHandler implements ICommandHandler<SendBookingEmailCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ admin, bookingId }: SendBookingEmailCommand): Promise<{ email: string }> {
    return this.em.fork().transactional(async (tx) => {
      const booking = await findBooking(tx, bookingId);
      recordEvent(
        tx,
        new BookingEmailRequestedEvent({ booking: snapshotOf(booking), requestedBy: admin.id }),
      );
      return { email: booking.userEmail };
    });
  }
}
