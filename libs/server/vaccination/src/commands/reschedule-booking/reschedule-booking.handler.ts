import { EntityManager } from '@mikro-orm/postgresql';
import { DeadlockException } from '@mikro-orm/core';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { recordEvent, retryTransaction } from '@kukur/server-kernel';
import { appointmentAt } from '../../domain/appointment';
import { actorOf } from '../../domain/booking-actor';
import { snapshotOf } from '../../domain/booking-snapshot';
import { allocateContactCode, isContactCodeCollision } from '../../domain/contact-codes';
import { BookingRescheduledEvent } from '../../domain/events/booking-rescheduled.event';
import { findBooking } from '../../domain/find-booking';
import { findCenter } from '../../domain/find-center';
import { releaseSlot, takeSlot } from '../../domain/slot-ledger';
import { BookingDto } from '../../http/booking.response.dto';
import { RescheduleBookingCommand } from './reschedule-booking.command';

@CommandHandler(RescheduleBookingCommand)
export class RescheduleBookingHandler implements ICommandHandler<RescheduleBookingCommand> {
  constructor(private readonly em: EntityManager) {}

  execute(command: RescheduleBookingCommand): Promise<BookingDto> {
    // Two bookings swapping slots lock the two slot rows in opposite orders; PostgreSQL breaks the tie by
    // failing one, which then simply runs again (as does a rare contact-code collision on the new day).
    return retryTransaction(
      () => this.reschedule(command),
      (error) => error instanceof DeadlockException || isContactCodeCollision(error),
    );
  }

  private reschedule({ user, bookingId, to }: RescheduleBookingCommand): Promise<BookingDto> {
    const isAdmin = user.role === 'admin';
    return this.em.fork().transactional(async (tx) => {
      const booking = await findBooking(tx, bookingId, {
        ownerId: isAdmin ? undefined : user.id,
        lock: true,
      });
      booking.ensureReschedulable();
      const center = await findCenter(tx, to.vaccinationCenter);
      const appointment = appointmentAt(center, to.appointmentDate, to.appointmentTime, new Date());
      if (booking.isAt(appointment)) return BookingDto.fromEntity(booking, { withHistory: isAdmin });
      await takeSlot(tx, appointment);
      const contactCode = await allocateContactCode(tx, appointment.date, {
        bookingId: booking.id,
        code: booking.contactCode,
      });
      const before = booking.reschedule(appointment, contactCode, actorOf(user));
      await releaseSlot(tx, before);
      recordEvent(
        tx,
        new BookingRescheduledEvent({
          booking: snapshotOf(booking),
          previous: {
            centerName: before.center.name,
            appointmentDate: before.date,
            appointmentTime: before.time,
          },
          by: actorOf(user).role,
        }),
      );
      await tx.flush();
      return BookingDto.fromEntity(booking, { withHistory: isAdmin });
    });
  }
}
