import { Module, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { OutboxJobData } from '@kukur/server-kernel';
import { MaintenanceJobs, OutboxRoutes, QUEUE_NAMES } from '@kukur/server-kernel';
import { AccountDeletedEvent, AccountDeletedPayload } from '@kukur/server-identity';
import { CancelBookingsOfCustomerCommand } from './commands/cancel-bookings-of-customer/cancel-bookings-of-customer.command';
import { BookingStatusChangedEvent } from './domain/events/booking-status-changed.event';
import { BookingReminderJobs } from './jobs/booking-reminder.jobs';
import { VaccinationCoreModule } from './vaccination.module';

/**
 * The worker side of vaccination: appointment reminders on the maintenance queue, and the bookings of a
 * deleted account cancelled (slots and doses given back).
 */
@Module({
  imports: [VaccinationCoreModule],
  providers: [BookingReminderJobs],
})
export class VaccinationWorkerModule implements OnModuleInit {
  constructor(
    private readonly routes: OutboxRoutes,
    private readonly jobs: MaintenanceJobs,
    private readonly commandBus: CommandBus,
  ) {}

  onModuleInit(): void {
    this.routes.add(AccountDeletedEvent.type, QUEUE_NAMES.maintenance);
    this.jobs.onEvent(AccountDeletedEvent.type, async (job) => {
      const { userId } = (job.data as OutboxJobData<AccountDeletedPayload>).payload;
      return {
        bookingsCancelled: await this.commandBus.execute(new CancelBookingsOfCustomerCommand(userId)),
      };
    });
    // A confirmation plans the appointment's reminder.
    this.routes.add(BookingStatusChangedEvent.type, QUEUE_NAMES.maintenance);
  }
}
