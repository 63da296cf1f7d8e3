import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '@kukur/server-kernel';
import { APP_CONFIG, NotFoundError, recordEvent } from '@kukur/server-kernel';
import { snapshotOf } from '../../domain/booking-snapshot';
import { BookingReminderDueEvent } from '../../domain/events/booking-reminder-due.event';
import { findBooking } from '../../domain/find-booking';
import { ReminderOutcome, SendBookingReminderCommand } from './send-booking-reminder.command';

@CommandHandler(SendBookingReminderCommand)
export class SendBookingReminderHandler implements ICommandHandler<SendBookingReminderCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ bookingId, startsAt, now }: SendBookingReminderCommand): Promise<ReminderOutcome> {
    return this.em.fork().transactional(async (tx) => {
      // Locked, so the delayed job and the sweep can never both send it.
      const booking = await findBooking(tx, bookingId, { lock: true }).catch((error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      });
      if (!booking) return 'not-found';
      const leadMs = this.config.VACCINATION_REMINDER_LEAD_SECONDS * 1000;
      if (booking.startsAt.toISOString() !== startsAt || !booking.needsReminder(now, leadMs))
        return 'not-due';
      booking.markReminderSent();
      recordEvent(tx, new BookingReminderDueEvent({ booking: snapshotOf(booking) }));
      await tx.flush();
      return 'sent';
    });
  }
}
